import ScreenKit

/// Shows the language a screen's code reads before and after it awaits: the kit's language stays
/// with the screen's task whatever thread it resumes on.
struct WaitingPageLanguageCoordinator: AsyncCoordinator {
    typealias View = NoteView

    func start(_ request: ScreenRequest<SignedInUser?, Void, NoFields>) async throws -> Answer<NoteView.Model, Never> {
        let before = Language.current
        await Task.yield()
        return .show(NoteView.Model("Page in \(before.tag), then \(Language.current.tag)"))
    }
}
