import ScreenKit

extension SignInMethod {
    /// How the session began, as its member would say it, in the page's language: "Password and
    /// authenticator code".
    var words: String {
        let firstKey: SignInMethodText = switch first {
        case .password: .password
        case .link: .link
        case .reset: .reset
        case .signUp: .signUp
        case .passkey: .passkey
        }
        let first = firstKey.text()
        guard let second else { return first }
        let secondKey: SignInMethodText = switch second {
        case .authenticatorCode: .withAuthenticatorCode
        case .recoveryCode: .withRecoveryCode
        case .passkey: .withPasskey
        case .trustedBrowser: .onTrustedBrowser
        }
        return secondKey.text(.text("first", first))
    }
}
