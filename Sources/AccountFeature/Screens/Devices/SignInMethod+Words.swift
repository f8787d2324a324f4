import ScreenKit

extension SignInMethod {
    /// How the session began, as its member would say it: "Password and authenticator code".
    var words: String {
        let first = switch first {
        case .password: "Password"
        case .link: "Sign-in link"
        case .reset: "New password from a reset link"
        case .signUp: "Creating the account"
        case .passkey: "Passkey"
        }
        guard let second else { return first }
        return switch second {
        case .authenticatorCode: first + " and authenticator code"
        case .recoveryCode: first + " and recovery code"
        case .passkey: first + " and passkey"
        case .trustedBrowser: first + ", on a trusted browser"
        }
    }
}
