import Localization

/// Keys for the catalog tests: one plain, one with a named argument, one plural.
enum SampleText: Int, MessageKey {
    case title
    case greeting
    case members
    case welcomeBack

    var argumentNames: [String] {
        switch self {
        case .title: []
        case .greeting, .welcomeBack: ["name"]
        case .members: ["count"]
        }
    }

    static let english: [SampleText: MessageSource] = [
        .title: "Members & friends",
        .greeting: "Welcome back, {name}",
        .members: .plural(one: "{count} member", other: "{count} members"),
        .welcomeBack: "Welcome back, {name}. Good to see you.",
    ]

    static let brazilianPortuguese: [SampleText: MessageSource] = [
        .title: "Membros e amigos",
        .greeting: "Que bom ver você de novo, {name}",
        .members: .plural(zero: "Nenhum membro", one: "{count} membro", many: "{count} de membros", other: "{count} membros"),
        .welcomeBack: "Que bom ver você de novo, {name}. Fique à vontade.",
    ]

    static let messages = Messages<SampleText>([.english: english, .brazilianPortuguese: brazilianPortuguese])
}
