public import Localization

/// The words the components write themselves (a field error's prefix, the nav bar's), in
/// every language the app speaks.
public enum ComponentText: Int, MessageKey {
    /// Before a field's error, so it does not rely on colour alone.
    case errorPrefix
    /// Before the signed-in member's name, for screen readers.
    case signedInAs
    case signOut
    /// The name of the site's main navigation landmark.
    case mainNavigation

    public var argumentNames: [String] { [] }

    static let english: [ComponentText: MessageSource] = [
        .errorPrefix: "Error:",
        .signedInAs: "Signed in as",
        .signOut: "Sign out",
        .mainNavigation: "Main",
    ]

    static let brazilianPortuguese: [ComponentText: MessageSource] = [
        .errorPrefix: "Erro:",
        .signedInAs: "Você entrou como",
        .signOut: "Sair",
        .mainNavigation: "Principal",
    ]

    public static let messages = Messages<ComponentText>([.english: english, .brazilianPortuguese: brazilianPortuguese])
}
