import Domain
import DomainTesting
import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

/// The second step's and the passkeys' screens in Brazilian Portuguese, chosen by the browser:
/// their copy, the alt text of the QR code, and the words the passkey script shows, which the
/// page hands it.
@Suite("Second step and passkeys in the visitor's language")
struct SecondStepLanguageRouteTests {
    let app: LoginTestApplication

    init() throws {
        app = try LoginTestApplication()
    }

    static var portuguese: HTTPHeaders {
        var headers = HTTPHeaders()
        headers.add("Accept-Language", "pt-BR")
        return headers
    }

    @Test func theAuthenticatorSetUpIsInPortuguese() throws {
        let client = try app.provenClient()
        let page = try client.get("/settings/two-factor", headers: Self.portuguese).html()
        #expect(page.first("h1")?.normalizedText == "Verificação em duas etapas")
        #expect(page.first("img")?.attribute("alt") == "QR code da chave abaixo")
        #expect(page.normalizedText.contains("Chave: "))
        #expect(page.normalizedText.contains("Código do aplicativo") && page.normalizedText.contains("Ativar"))
    }

    @Test func thePasskeysScreenAndItsScriptWordsAreInPortuguese() throws {
        let client = try app.provenClient()
        _ = try app.store.passkeys.addPasskey(userID: 1, credentialID: [1], publicKey: [0xA5], signCount: 0, name: "Notebook", at: 100)
        let page = try client.get("/settings/passkeys", headers: Self.portuguese).html()
        #expect(page.first("h1")?.normalizedText == "Chaves de acesso")
        #expect(page.normalizedText.contains("Último uso") && page.normalizedText.contains("nunca"))
        let form = try #require(page.first { $0.attribute("data-passkey") == "create" })
        #expect(form.attribute("data-passkey-cancelled")?.hasPrefix("Nenhuma chave de acesso foi usada") == true)
        #expect(form.attribute("data-passkey-unavailable")?.hasPrefix("Não é possível usar chaves de acesso agora.") == true)
    }

    @Test func theSignInScreensPasskeyButtonIsInThePagesLanguage() throws {
        let page = try app.client().get("/login", headers: Self.portuguese).html()
        let form = try #require(page.first { $0.attribute("data-passkey") == "get" })
        #expect(form.first("button")?.normalizedText == "Entrar com uma chave de acesso")
        #expect(form.attribute("data-passkey-cancelled")?.hasPrefix("Nenhuma chave de acesso") == true)
        let english = try app.client().get("/login").html()
        let englishForm = try #require(english.first { $0.attribute("data-passkey") == "get" })
        #expect(englishForm.attribute("data-passkey-cancelled")?.hasPrefix("No passkey was used") == true)
    }

    @Test func howASessionBeganIsSaidInEachLanguage() {
        let method = SignInMethod(.password, then: .authenticatorCode)
        #expect(method.words == "Password and authenticator code")
        Language.$current.withValue(.brazilianPortuguese) {
            #expect(method.words == "Senha e código do aplicativo autenticador")
            #expect(SignInMethod(.link, then: .trustedBrowser).words == "Link de acesso, em um navegador confiável")
        }
    }

    @Test func theRecoveryCodesFileIsInTheMembersLanguage() {
        let file = Language.$current.withValue(.brazilianPortuguese) { RecoveryCodesFile(appName: "ScreenKit", account: "ana@example.com", codes: ["abcd-efgh"]) }
        #expect(file.text.hasPrefix("Códigos de recuperação de ScreenKit para ana@example.com\n\nCada código permite entrar uma vez"))
        #expect(file.text.hasSuffix("\n\nabcd-efgh\n"))
        let english = RecoveryCodesFile(appName: "ScreenKit", account: "ana@example.com", codes: ["abcd-efgh"])
        #expect(english.text.hasPrefix("ScreenKit recovery codes for ana@example.com\n\nEach code signs you in once"))
    }
}
