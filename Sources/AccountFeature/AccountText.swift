import ScreenKit

/// The account screens' copy, in every language the app speaks. The screens move here one
/// by one; `.ci/text-literals-allowed.txt` lists those still written in English literals.
enum AccountText: Int, MessageKey {
    case signInTitle
    case emailLabel
    case passwordLabel
    case rememberMe
    case signInButton
    case forgotPassword
    case mailSignInLink
    case newHere
    case createAccount
    /// The same words for an unknown email and a wrong password, so the page does not tell
    /// which emails have accounts.
    case incorrectCredentials
    /// The wait in whole minutes, rounded up.
    case tooManySignInAttempts

    var argumentNames: [String] {
        switch self {
        case .tooManySignInAttempts: ["count"]
        default: []
        }
    }

    static let english: [AccountText: MessageSource] = [
        .signInTitle: "Sign in",
        .emailLabel: "Email",
        .passwordLabel: "Password",
        .rememberMe: "Remember me on this device",
        .signInButton: "Sign in",
        .forgotPassword: "Forgot your password?",
        .mailSignInLink: "Mail me a sign-in link",
        .newHere: "New here?",
        .createAccount: "Create an account",
        .incorrectCredentials: "The email or password is incorrect.",
        .tooManySignInAttempts: .plural(
            one: "Too many sign-in attempts. Try again in {count} minute.",
            other: "Too many sign-in attempts. Try again in {count} minutes."),
    ]

    static let brazilianPortuguese: [AccountText: MessageSource] = [
        .signInTitle: "Entrar",
        .emailLabel: "E-mail",
        .passwordLabel: "Senha",
        .rememberMe: "Manter conectado neste dispositivo",
        .signInButton: "Entrar",
        .forgotPassword: "Esqueceu sua senha?",
        .mailSignInLink: "Receber um link de acesso por e-mail",
        .newHere: "Primeira vez aqui?",
        .createAccount: "Crie sua conta",
        .incorrectCredentials: "E-mail ou senha incorretos.",
        .tooManySignInAttempts: .plural(
            one: "Muitas tentativas de entrar. Tente de novo em {count} minuto.",
            other: "Muitas tentativas de entrar. Tente de novo em {count} minutos."),
    ]

    static let messages = Messages<AccountText>([.english: english, .brazilianPortuguese: brazilianPortuguese])
}
