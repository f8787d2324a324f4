import ScreenKit

/// The home screen's copy, in every language the app speaks.
enum HomeText: Int, MessageKey {
    case welcomeBack
    case homeTitle
    case homeHeading
    case newHere
    case visitorMessage
    case signIn
    case createAccount

    var argumentNames: [String] {
        switch self {
        case .welcomeBack: ["name"]
        default: []
        }
    }

    static let english: [HomeText: MessageSource] = [
        .welcomeBack: "Welcome back, {name}.",
        .homeTitle: "Home",
        .homeHeading: "Welcome to ScreenKit",
        .newHere: "New here?",
        .visitorMessage: "Members share a short profile here. Sign in to see who has joined, or create an account to join them.",
        .signIn: "Sign in",
        .createAccount: "Create an account",
    ]

    static let brazilianPortuguese: [HomeText: MessageSource] = [
        .welcomeBack: "Que bom ter você de volta, {name}.",
        .homeTitle: "Início",
        .homeHeading: "Boas-vindas ao ScreenKit",
        .newHere: "Primeira vez aqui?",
        .visitorMessage: "Aqui os membros compartilham um perfil curto. Entre para ver quem já participa ou crie uma conta para participar também.",
        .signIn: "Entrar",
        .createAccount: "Criar conta",
    ]

    static let messages = Messages<HomeText>([.english: english, .brazilianPortuguese: brazilianPortuguese])
}
