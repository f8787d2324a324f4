import ScreenKit

/// Shows the language a screen's code reads before and after it awaits: the kit's language stays
/// with the screen's task whatever thread it resumes on.
struct WaitingPageLanguageCoordinator: Coordinator {
    typealias View = NoteView

    func start(_ request: ScreenRequest<SignedInUser?, Void, NoFields>) throws -> Answer<NoteView.Model, Never> {
        .awaiting {
            let before = Language.current
            await Task.yield()
            return .show(NoteView.Model("Page in \(before.tag), then \(Language.current.tag)"))
        }
    }
}
