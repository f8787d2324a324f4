import Foundation
import ScreenKit
import ViewCode
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
        // Making new codes voids these: it is a page of its own that asks first, not a button here.
        #expect(page.forms.isEmpty)
        #expect(page.links.contains { $0.attribute("href") == AccountPaths.newRecoveryCodes.location })
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
        #expect(page.forms.compactMap { $0.attribute("action") } == [AccountPaths.turnOffAuthenticator.location])
        #expect(page.links.contains { $0.attribute("href") == AccountPaths.newRecoveryCodes.location })
        #expect(page.input(named: "code")?.id.flatMap(page.labelText(for:))?.isEmpty == false)
        #expect(page.first("img") == nil)
        #expect(!page.normalizedText.contains("Key:"))
    }

    /// New codes void the old: their page asks first, and posts only from there.
    @Test func newCodesAskFirstAndSayHowManyAreLeft() throws {
        let page = try render(AuthenticatorViewModel(state: .confirmNewCodes, recoveryCodesLeft: 4))
        #expect(page.first("h1")?.normalizedText == "Make new recovery codes?")
        #expect(page.first { $0.id == "recovery-codes-left" }?.normalizedText == "Recovery codes left: 4")
        #expect(page.forms.compactMap { $0.attribute("action") } == [AccountPaths.newRecoveryCodes.location])
        #expect(page.links.contains { $0.attribute("href") == AccountPaths.authenticator.location })
    }

    @Test func anAccountWhoseAddressIsNotProvenIsToldWhy() throws {
        let page = try render(AuthenticatorViewModel(state: .addressUnproven))
        let notice = try #require(page.first { $0.id == "address-unproven" })
        #expect(notice.normalizedText.contains("once your e-mail address is confirmed"))
        // The page's banner, outside the screen, holds the button that mails the link again.
        #expect(notice.normalizedText.contains("send it again with the button above"))
        #expect(page.forms.isEmpty && page.input(named: "code") == nil && page.first("img") == nil)
    }
}
