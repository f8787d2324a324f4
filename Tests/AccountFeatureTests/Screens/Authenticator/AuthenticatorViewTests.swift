import Foundation
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Authenticator codes view")
struct AuthenticatorViewTests {
    func render(_ model: AuthenticatorViewModel) throws -> HTMLDocument {
        try HTMLDocument.parse(AuthenticatorView(model: model).renderedString())
    }

    @Test func settingUpShowsTheQRCodeTheKeyAndOneCodeField() throws {
        let page = try render(AuthenticatorViewModel(state: .settingUp, secret: "JBSWY3DPEHPK3PXP", setupURI: "otpauth://totp/x"))
        #expect(page.first("h1")?.normalizedText == "Authenticator codes")
        page.expectAccessibleForm(action: AccountPaths.authenticator.location)
        let image = try #require(page.first("img"))
        #expect(image.attribute("src") == AccountPaths.authenticatorQRCode.location)
        #expect(image.attribute("alt")?.isEmpty == false)
        #expect(page.first { $0.id == "authenticator-secret" }?.normalizedText == "JBSWY3DPEHPK3PXP")
        #expect(page.input(named: "code")?.attribute("autocomplete") == "one-time-code")
    }

    @Test func aWrongFirstCodeIsShownByItsField() throws {
        let page = try render(AuthenticatorViewModel(state: .settingUp, secret: "JBSWY3DPEHPK3PXP", codeError: SecondStepText.wrongCode.text(in: .english)))
        #expect(page.errorText(forField: "code") == "Error: \(SecondStepText.wrongCode.text(in: .english))")
    }

    @Test func newRecoveryCodesAreListedOnceWithNoCodeField() throws {
        let codes = (0..<10).map { "abcde-fgh\($0)" }
        let page = try render(AuthenticatorViewModel(state: .newRecoveryCodes, recoveryCodes: codes, recoveryCodesLeft: 10))
        let listed = page.first { $0.id == "recovery-codes" }?.elements(named: "li").map(\.normalizedText)
        #expect(listed == codes)
        #expect(page.input(named: "code") == nil)
        #expect(page.forms.compactMap { $0.attribute("action") } == [AccountPaths.newRecoveryCodes.location])
    }

    @Test func newRecoveryCodesOfferTheirSealedCopyAsADownload() throws {
        let page = try render(AuthenticatorViewModel(
            state: .newRecoveryCodes, recoveryCodes: ["abcde-fghij"], recoveryCodesLeft: 1, downloadSeal: "sealed-codes"))
        let download = try #require(page.forms.first { $0.attribute("action") == AccountPaths.recoveryCodesDownload.location })
        #expect(download.attribute("method") == "post")
        #expect(download.input(named: "codes")?.attribute("value") == "sealed-codes")
        #expect(download.first("button")?.normalizedText == "Download as a text file")
    }

    /// JSON clients read the codes; the sealed copy is for the page's form alone.
    @Test func theSealedCopyIsNotInTheJSON() throws {
        let json = try JSONEncoder().encode(AuthenticatorViewModel(
            state: .newRecoveryCodes, recoveryCodes: ["abcde-fghij"], recoveryCodesLeft: 1, downloadSeal: "sealed-codes"))
        #expect(!String(decoding: json, as: UTF8.self).contains("sealed-codes"))
    }

    @Test func onSaysHowManyRecoveryCodesAreLeftAndTurnsOffWithACode() throws {
        let page = try render(AuthenticatorViewModel(state: .on, recoveryCodesLeft: 7))
        #expect(page.first { $0.id == "recovery-codes-left" }?.normalizedText == "Recovery codes left: 7")
        #expect(page.forms.compactMap { $0.attribute("action") }
            == [AccountPaths.newRecoveryCodes.location, AccountPaths.turnOffAuthenticator.location])
        #expect(page.input(named: "code")?.id.flatMap(page.labelText(for:))?.isEmpty == false)
        #expect(page.first("img") == nil)
        #expect(!page.normalizedText.contains("Key:"))
    }
}
