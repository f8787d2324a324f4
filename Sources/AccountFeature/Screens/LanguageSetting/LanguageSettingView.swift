import ScreenKit
import ViewCode

/// The language form: the languages the app speaks, each named in itself, and the browser's
/// choice.
struct LanguageSettingView: ScreenView {
    private typealias Field = LanguageSettingForm.CodingKeys
    private static let controlID = "field-language"

    let model: LanguageSettingViewModel

    func title(in language: Language) -> String { SettingsText.languageTitle.text() }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1 { Localized(SettingsText.languageTitle) }
            if let error = model.languageError {
                FlashBanner(message: error, kind: .error)
            }
            Form(action: AccountPaths.languageSetting.location, method: .post) {
                Div(.class("field")) {
                    Label(for: Self.controlID) { Localized(SettingsText.showAppIn) }
                    Select(name: Field.language.stringValue, .id(Self.controlID)) {
                        Option(SettingsText.browserLanguage.text(), value: "", isSelected: model.selected.isEmpty)
                        ForEach(model.languages) { choice in
                            Option(choice.name, value: choice.tag, isSelected: choice.tag == model.selected)
                        }
                    }
                }
                HStack(spacing: .small, wraps: true) {
                    SubmitButton(SettingsText.save.text())
                    LinkButton(SettingsText.cancel.text(), href: AccountPaths.settings.location, style: .secondary)
                }
            }
        }
    }
}
