import ScreenKit

/// How a session was signed in, as the devices page says it, in every language the app speaks.
enum SignInMethodText: Int, MessageKey {
    case signedInWithLabel
    case password
    case link
    case reset
    case signUp
    case passkey
    /// The first step, then the second.
    case withAuthenticatorCode
    case withRecoveryCode
    case withPasskey
    case onTrustedBrowser

    var argumentNames: [String] {
        switch self {
        case .withAuthenticatorCode, .withRecoveryCode, .withPasskey, .onTrustedBrowser: ["first"]
        default: []
        }
    }

    static let english: [SignInMethodText: MessageSource] = [
        .signedInWithLabel: "Signed in with",
        .password: "Password",
        .link: "Sign-in link",
        .reset: "New password from a reset link",
        .signUp: "Creating the account",
        .passkey: "Passkey",
        .withAuthenticatorCode: "{first} and authenticator code",
        .withRecoveryCode: "{first} and recovery code",
        .withPasskey: "{first} and passkey",
        .onTrustedBrowser: "{first}, on a trusted browser",
    ]

    static let brazilianPortuguese: [SignInMethodText: MessageSource] = [
        .signedInWithLabel: "Entrou com",
        .password: "Senha",
        .link: "Link de acesso",
        .reset: "Nova senha por link de redefinição",
        .signUp: "Criação da conta",
        .passkey: "Chave de acesso",
        .withAuthenticatorCode: "{first} e código do aplicativo autenticador",
        .withRecoveryCode: "{first} e código de recuperação",
        .withPasskey: "{first} e chave de acesso",
        .onTrustedBrowser: "{first}, em um navegador confiável",
    ]

    static let messages = Messages<SignInMethodText>([.english: english, .brazilianPortuguese: brazilianPortuguese])
}
