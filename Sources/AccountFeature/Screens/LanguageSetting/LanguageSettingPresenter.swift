import Domain
import ScreenKit

/// The language the member reads the app in: one the app speaks, or none, which leaves the
/// choice to their browser's `Accept-Language`. The next page is in the new language, since
/// the choice is read with the session on every request.
struct LanguageSettingPresenter {
    enum Destination: Equatable {
        case settings
    }

    private let viewer: SignedInUser
    private let users: any UserRepository

    init(_ dependencies: any AccountDependencies, viewer: SignedInUser) {
        self.viewer = viewer
        users = dependencies.users
    }

    /// The form with the member's current choice.
    func load() -> Answer<LanguageSettingViewModel, Destination> {
        .show(LanguageSettingViewModel(selected: viewer.language?.tag ?? ""))
    }

    /// Stores the language `tag` names, or no choice for an empty tag; a tag the app does not
    /// speak (a hand-made form) changes nothing and says so.
    func choose(tag: String) throws -> Answer<LanguageSettingViewModel, Destination> {
        let language: Language?
        if tag.isEmpty {
            language = nil
        } else if let known = Language(tag: tag) {
            language = known
        } else {
            var model = LanguageSettingViewModel(selected: viewer.language?.tag ?? "")
            model.languageError = SettingsText.unknownLanguage.text()
            return .problems(model)
        }
        try users.updateLanguage(id: viewer.id, to: language)
        // Said in the language chosen, which the next page is in.
        return .go(.settings, flash: .success(Language.$current.withValue(language ?? Language.current) { SettingsText.languageSaved.text() }))
    }
}
