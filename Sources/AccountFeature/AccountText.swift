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
    case registerTitle
    case registerHeading
    case nameLabel
    case confirmPasswordLabel
    case createAccountButton
    case alreadyHaveAccount
    case signInLink
    case emailTaken
    /// The flash after sign-up: it rides in a cookie, so it names no one.
    case welcome
    /// The wait in whole minutes, rounded up.
    case tooManySignUps
    case emailMissing
    case emailTooLong
    case emailLocalPartTooLong
    case emailMalformed
    case passwordMissing
    case passwordTooShort
    case passwordTooLong
    case passwordsDiffer

    var argumentNames: [String] {
        switch self {
        case .tooManySignInAttempts, .tooManySignUps, .emailTooLong, .emailLocalPartTooLong,
            .passwordTooShort, .passwordTooLong: ["count"]
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
        .registerTitle: "Create account",
        .registerHeading: "Create your account",
        .nameLabel: "Name",
        .confirmPasswordLabel: "Confirm password",
        .createAccountButton: "Create account",
        .alreadyHaveAccount: "Already have an account?",
        .signInLink: "Sign in",
        .emailTaken: "An account with this email already exists.",
        .welcome: "Welcome! Your account is ready.",
        .tooManySignUps: .plural(
            one: "Too many sign-ups from your network, or for this address. Try again in {count} minute.",
            other: "Too many sign-ups from your network, or for this address. Try again in {count} minutes."),
        .emailMissing: "Enter your email address.",
        .emailTooLong: .plural(one: "Use at most {count} character.", other: "Use at most {count} characters."),
        .emailLocalPartTooLong: .plural(
            one: "Use at most {count} character before the @.", other: "Use at most {count} characters before the @."),
        .emailMalformed: "Enter an email address like name@example.com.",
        .passwordMissing: "Enter a password.",
        .passwordTooShort: .plural(one: "Use at least {count} character.", other: "Use at least {count} characters."),
        .passwordTooLong: .plural(one: "Use at most {count} character.", other: "Use at most {count} characters."),
        .passwordsDiffer: "The passwords do not match.",
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
        .registerTitle: "Criar conta",
        .registerHeading: "Crie sua conta",
        .nameLabel: "Nome",
        .confirmPasswordLabel: "Confirme a senha",
        .createAccountButton: "Criar conta",
        .alreadyHaveAccount: "Já tem uma conta?",
        .signInLink: "Entrar",
        .emailTaken: "Já existe uma conta com este e-mail.",
        .welcome: "Boas-vindas! Sua conta está pronta.",
        .tooManySignUps: .plural(
            one: "Muitos cadastros vindos da sua rede ou para este e-mail. Tente de novo em {count} minuto.",
            other: "Muitos cadastros vindos da sua rede ou para este e-mail. Tente de novo em {count} minutos."),
        .emailMissing: "Informe seu e-mail.",
        .emailTooLong: .plural(one: "Use no máximo {count} caractere.", other: "Use no máximo {count} caracteres."),
        .emailLocalPartTooLong: .plural(
            one: "Use no máximo {count} caractere antes do @.", other: "Use no máximo {count} caracteres antes do @."),
        .emailMalformed: "Informe um e-mail no formato nome@exemplo.com.",
        .passwordMissing: "Crie uma senha.",
        .passwordTooShort: .plural(one: "Use pelo menos {count} caractere.", other: "Use pelo menos {count} caracteres."),
        .passwordTooLong: .plural(one: "Use no máximo {count} caractere.", other: "Use no máximo {count} caracteres."),
        .passwordsDiffer: "As senhas não conferem.",
    ]

    static let messages = Messages<AccountText>([.english: english, .brazilianPortuguese: brazilianPortuguese])
}
