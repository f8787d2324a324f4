public import Localization

/// The words of the problems the shared validators find, in every language the app speaks.
public enum ValidationText: Int, MessageKey {
    case nameMissing
    case nameTooLong
    case nameHiddenCharacters

    public var argumentNames: [String] {
        switch self {
        case .nameTooLong: ["count"]
        default: []
        }
    }

    static let english: [ValidationText: MessageSource] = [
        .nameMissing: "Enter your name.",
        .nameTooLong: .plural(one: "Use at most {count} character for your name.", other: "Use at most {count} characters for your name."),
        .nameHiddenCharacters: "Remove the invisible control characters from your name.",
    ]

    static let brazilianPortuguese: [ValidationText: MessageSource] = [
        .nameMissing: "Informe seu nome.",
        .nameTooLong: .plural(one: "O nome pode ter no máximo {count} caractere.", other: "O nome pode ter no máximo {count} caracteres."),
        .nameHiddenCharacters: "Tire do nome os caracteres de controle invisíveis.",
    ]

    public static let messages = Messages<ValidationText>([.english: english, .brazilianPortuguese: brazilianPortuguese])
}
