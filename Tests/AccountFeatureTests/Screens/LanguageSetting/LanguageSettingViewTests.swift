import ScreenKit
import ViewCode
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Language setting view")
struct LanguageSettingViewTests {
    func render(_ model: LanguageSettingViewModel) throws -> HTMLDocument {
        try HTMLDocument.parse(LanguageSettingView(model: model).renderedString())
    }

    @Test func theChoiceIsALabelledSelectWithTheMembersLanguageSelected() throws {
        let page = try render(LanguageSettingViewModel(selected: "pt-BR"))
        page.expectAccessibleForm(action: AccountPaths.languageSetting.location)
        let select = try #require(page.first("select"))
        #expect(select.attribute("name") == "language")
        #expect(page.first("label")?.attribute("for") == select.attribute("id"))
        let options = page.elements(named: "option")
        #expect(options.map { $0.attribute("value") } == ["", "en", "pt-BR"])
        #expect(options.filter { $0.attribute("selected") != nil }.map { $0.attribute("value") } == ["pt-BR"])
    }
}
