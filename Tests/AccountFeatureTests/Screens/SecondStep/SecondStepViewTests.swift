import ScreenKit
import ViewCode
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Second step view")
struct SecondStepViewTests {
    func render(_ model: SecondStepViewModel) throws -> HTMLDocument {
        try HTMLDocument.parse(SecondStepView(model: model).renderedString())
    }

    @Test func oneFieldTakesAnAppCodeOrARecoveryCode() throws {
        let page = try render(SecondStepViewModel())
        #expect(page.first("h1")?.normalizedText == "Enter your code")
        page.expectAccessibleForm(action: AccountPaths.secondStep.location)
        let field = try #require(page.input(named: "code"))
        #expect(field.attribute("autocomplete") == "one-time-code")
        #expect(field.attribute("maxlength") == String(SecondStepUseCase.maximumLength))
        #expect(page.links.contains { $0.attribute("href") == AccountPaths.signIn.location })
        #expect(page.errorText(forField: "code") == nil)
    }

    @Test func aWrongCodeIsShownByItsFieldAndAWaitAboveTheForm() throws {
        let wrong = try render(SecondStepViewModel(codeError: SecondStepText.wrongCode.text(in: .english)))
        #expect(wrong.errorText(forField: "code") == "Error: \(SecondStepText.wrongCode.text(in: .english))")
        let waiting = try render(SecondStepViewModel(error: "Too many attempts. Try again in 60 seconds."))
        #expect(waiting.normalizedText.contains("Too many attempts. Try again in 60 seconds."))
    }

    @Test func trustingThisBrowserIsABoxLeftUntickedUntilTicked() throws {
        let box = try #require(try render(SecondStepViewModel()).input(named: "trust"))
        #expect(box.attribute("type") == "checkbox")
        #expect(box.attribute("checked") == nil)
        let page = try render(SecondStepViewModel(trust: true))
        #expect(page.input(named: "trust")?.attribute("checked") != nil)
        #expect(page.input(named: "trust")?.id.flatMap(page.labelText(for:)) == "Trust this browser for 30 days")
    }
}
