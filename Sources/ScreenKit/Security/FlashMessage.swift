/// A one-time message shown on the page after a redirect ("Profile saved").
public struct FlashMessage: Sendable, Equatable, Encodable {
    public enum Kind: String, Sendable, Encodable {
        case success
        case info
        case error
    }

    public let kind: Kind
    public let text: String

    public init(kind: Kind, text: String) {
        self.kind = kind
        self.text = text
    }

    public static func success(_ text: String) -> FlashMessage { FlashMessage(kind: .success, text: text) }
    public static func info(_ text: String) -> FlashMessage { FlashMessage(kind: .info, text: text) }
    public static func error(_ text: String) -> FlashMessage { FlashMessage(kind: .error, text: text) }
}
