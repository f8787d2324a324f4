import ScreenKit
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
        #expect(page.elements(named: "h2").map(\.normalizedText) == ["Laptop", "Phone"])
        let actions = page.elements(named: "form").compactMap { $0.attribute("action") }
        #expect(actions == [AccountPaths.removePasskey(4), AccountPaths.removePasskey(9)])
        #expect(page.elements(named: "dd").map(\.normalizedText).contains("never"))
        #expect(page.elements(named: "time").count == 3)
    }

    @Test func withNoPasskeysThereIsNothingToRemove() throws {
        let page = try HTMLDocument.parse(PasskeysView(model: PasskeysViewModel()).renderedString())
        #expect(page.elements(named: "form").isEmpty)
        #expect(page.elements(named: "p").map(\.normalizedText).contains("You have no passkeys."))
    }
}
