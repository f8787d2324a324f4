import ScreenKit

/// A screen whose answer awaits, as one that calls another service does: the kit hands the
/// rest of the request to a task.
struct WaitingCoordinator: Coordinator {
    typealias View = NoteView

    func start(_ request: ScreenRequest<SignedInUser?, Void, NoFields>) throws -> Answer<NoteView.Model, Never> {
        let name = request.viewer?.name ?? "a visitor"
        return .awaiting {
            // A suspension point, so the answer really is awaited.
            await Task.yield()
            return .show(NoteView.Model("Awaited for \(name)"))
        }
    }
}
