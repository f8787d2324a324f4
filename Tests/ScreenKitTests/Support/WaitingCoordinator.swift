import ScreenKit

/// A screen whose presenter awaits, as one that calls another service does: its route runs as
/// a task, and only ``Application/respondAsync(to:)`` runs it.
struct WaitingCoordinator: AsyncCoordinator {
    typealias View = NoteView

    func start(_ request: ScreenRequest<SignedInUser?, Void, NoFields>) async throws -> Answer<NoteView.Model, Never> {
        // A suspension point, so the route really is awaited.
        await Task.yield()
        return .show(NoteView.Model("Awaited for \(request.viewer?.name ?? "a visitor")"))
    }
}
