import ScreenKit

/// Shows the language a screen's code reads from the kit (``Language/current``), as a presenter
/// writing its copy with `.text()` would.
struct PageLanguageCoordinator: Coordinator {
    typealias View = NoteView

    func start(_ request: ScreenRequest<SignedInUser?, Void, NoFields>) throws -> Answer<NoteView.Model, Never> {
        .show(NoteView.Model("Page in \(Language.current.tag)"))
    }
}
