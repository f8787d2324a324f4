import ScreenKit
import ViewCode
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Devices view")
struct DevicesViewTests {
    func row(_ number: Int, current: Bool) -> DeviceRow {
        DeviceRow(
            number: number, name: "Firefox on Linux", clientAddress: "192.0.2.7", signedInAt: Timestamp(seconds: 0),
            lastSeenAt: Timestamp(seconds: 90), isCurrent: current)
    }

    @Test func everyOtherDeviceHasItsOwnSignOutFormAndThisOneNone() throws {
        let page = try HTMLDocument.parse(DevicesView(model: DevicesViewModel(
            devices: [row(3, current: true), row(7, current: false)], hasOtherDevices: true)).renderedString())
        #expect(page.first("h1")?.normalizedText == "Devices")
        let actions = page.elements(named: "form").compactMap { $0.attribute("action") }
        #expect(actions == [AccountPaths.revokeSession(7), AccountPaths.revokeOtherSessions.location])
        #expect(page.elements(named: "h2").map(\.normalizedText) == ["Firefox on Linux (this device)", "Firefox on Linux"])
        #expect(page.elements(named: "time").first?.attribute("datetime") == "1970-01-01T00:00:00Z")
    }

    @Test func aDeviceSaysHowItSignedInOnlyWhenThatIsKnown() throws {
        var known = row(3, current: true)
        known.signedInWith = "Password and authenticator code"
        let page = try HTMLDocument.parse(DevicesView(model: DevicesViewModel(devices: [known, row(7, current: false)])).renderedString())
        let facts = page.elements(named: "dl").map { $0.elements(named: "dt").map(\.normalizedText) }
        #expect(facts == [["Address", "Signed in", "Last seen", "Signed in with"], ["Address", "Signed in", "Last seen"]])
        #expect(page.elements(named: "dd").map(\.normalizedText).contains("Password and authenticator code"))
    }

    @Test func withOnlyThisDeviceThereIsNothingToSignOut() throws {
        let page = try HTMLDocument.parse(DevicesView(model: DevicesViewModel(devices: [row(3, current: true)])).renderedString())
        #expect(page.elements(named: "form").isEmpty)
    }
}
