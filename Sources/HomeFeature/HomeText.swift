import ScreenKit

/// The home screen's copy, in every language the app speaks.
enum HomeText: Int, MessageKey {
    case welcomeBack

    var argumentNames: [String] {
        switch self {
        case .welcomeBack: ["name"]
        }
    }

    static let english: [HomeText: MessageSource] = [
        .welcomeBack: "Welcome back, {name}.",
    ]

    static let brazilianPortuguese: [HomeText: MessageSource] = [
        .welcomeBack: "Que bom ter você de volta, {name}.",
    ]

    static let messages = Messages<HomeText>([.english: english, .brazilianPortuguese: brazilianPortuguese])
}
