import ScreenKit
import ViewCode
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Passkeys view")
struct PasskeysViewTests {
    @Test func eachPasskeyHasItsOwnRemoveForm() throws {
        let model = PasskeysViewModel(passkeys: [
            PasskeyRow(id: 4, name: "Laptop", addedAt: Timestamp(seconds: 0), lastUsedAt: nil),
            PasskeyRow(id: 9, name: "Phone", addedAt: Timestamp(seconds: 60), lastUsedAt: Timestamp(seconds: 90)),
        ])
        let page = try HTMLDocument.parse(PasskeysView(model: model).renderedString())
        #expect(page.first("h1")?.normalizedText == "Passkeys")
        #expect(page.elements { $0.classes.contains("card-title") }.map(\.normalizedText) == ["Laptop", "Phone"])
        let actions = page.elements(named: "form").compactMap { $0.attribute("action") }
        #expect(actions == [AccountPaths.removePasskey(4), AccountPaths.removePasskey(9), "/settings/passkeys/add"])
        #expect(page.elements(named: "dd").map(\.normalizedText).contains("never"))
        #expect(page.elements(named: "time").count == 3)
    }

    @Test func withNoPasskeysThereIsNothingToRemove() throws {
        let page = try HTMLDocument.parse(PasskeysView(model: PasskeysViewModel()).renderedString())
        #expect(page.elements(named: "form").compactMap { $0.attribute("action") } == ["/settings/passkeys/add"])
        #expect(page.elements(named: "p").contains { $0.normalizedText.hasPrefix("You have no passkeys.") })
    }

    @Test func theAddFormWaitsForTheScriptAndShowsWhatWentWrong() throws {
        let model = PasskeysViewModel(name: "Laptop", nameError: PasskeyText.enterPasskeyName.text(in: .english), error: PasskeyText.passkeyNotAdded.text(in: .english))
        let page = try HTMLDocument.parse(PasskeysView(model: model).renderedString())
        let form = try #require(page.elements(named: "form").first { $0.attribute("data-passkey") == "create" })
        #expect(form.hasAttribute("hidden"))
        #expect(form.attribute("data-passkey-options") == "/settings/passkeys/options")
        #expect(form.input(named: "name")?.attribute("value") == "Laptop")
        #expect(["challenge", "client_data_json", "attestation_object"].allSatisfy { form.input(named: $0)?.attribute("type") == "hidden" })
        #expect(page.normalizedText.contains(PasskeyText.enterPasskeyName.text(in: .english)))
        #expect(page.normalizedText.contains(PasskeyText.passkeyNotAdded.text(in: .english)))
        #expect(page.elements(named: "script").map { $0.attribute("src") } == ["/js/passkeys.js"])
    }
}
