import ScreenKit
import ViewCode
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Settings view")
struct SettingsViewTests {
    @Test func itLinksToEverySetting() throws {
        let page = try HTMLDocument.parse(SettingsView(model: SettingsViewModel(
            name: "Ada", email: "ada@example.com", deviceCount: 2, profilePath: "/users/1/edit")).renderedString())
        #expect(page.first("h1")?.normalizedText == "Settings")
        #expect(page.links.compactMap { $0.attribute("href") } == [
            "/users/1/edit", "/settings/avatar", "/settings/password", "/settings/email", "/settings/language", "/settings/two-factor",
            "/settings/passkeys", "/settings/sessions", "/settings/activity", "/settings/delete",
        ])
        #expect(page.normalizedText.contains("Signed in on 2 devices."))
    }
}
