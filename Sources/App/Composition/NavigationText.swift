import ScreenKit

/// The nav bar's links, in every language the app speaks.
enum NavigationText: Int, MessageKey {
    case home
    case members
    case signIn
    case createAccount

    var argumentNames: [String] { [] }

    static let english: [NavigationText: MessageSource] = [
        .home: "Home",
        .members: "Members",
        .signIn: "Sign in",
        .createAccount: "Create account",
    ]

    static let brazilianPortuguese: [NavigationText: MessageSource] = [
        .home: "Início",
        .members: "Membros",
        .signIn: "Entrar",
        .createAccount: "Criar conta",
    ]

    static let messages = Messages<NavigationText>([.english: english, .brazilianPortuguese: brazilianPortuguese])
}
