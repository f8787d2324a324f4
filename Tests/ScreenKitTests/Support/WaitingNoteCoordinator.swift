import ScreenKit

/// A form whose presenter awaits, for members only: both of its methods run as tasks, behind
/// the access rule the route was given.
struct WaitingNoteCoordinator: AsyncCoordinator {
    typealias View = NoteView

    func start(_ request: ScreenRequest<SignedInUser, Void, NoteForm>) async throws -> Answer<NoteView.Model, String> {
        // A suspension point, so the route really is awaited.
        await Task.yield()
        switch request.action {
        case .show: return .show(NoteView.Model("A note for \(request.viewer.name)"))
        case .submit(let form): return .go(KitTestPaths.waitingNote.location, flash: .success("Noted: \(form.note)"))
        }
    }

    func location(of destination: String) -> String {
        destination
    }
}
