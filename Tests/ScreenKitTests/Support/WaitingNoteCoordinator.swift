import ScreenKit

/// A form whose answers await, for members only: both of its methods run as tasks, behind
/// the access rule the route was given.
struct WaitingNoteCoordinator: Coordinator {
    typealias View = NoteView

    func start(_ request: ScreenRequest<SignedInUser, Void, NoteForm>) throws -> Answer<NoteView.Model, String> {
        let name = request.viewer.name
        let action = request.action
        return .awaiting {
            // A suspension point, so the answer really is awaited.
            await Task.yield()
            switch action {
            case .show: return .show(NoteView.Model("A note for \(name)"))
            case .submit(let form): return .go(KitTestPaths.waitingNote.location, flash: .success("Noted: \(form.note)"))
            }
        }
    }

    func location(of destination: String) -> String {
        destination
    }
}
