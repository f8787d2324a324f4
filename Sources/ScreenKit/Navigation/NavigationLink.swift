/// A link of the app's navigation bar and who sees it.
public struct NavigationLink: Sendable {
    public enum Audience: Sendable {
        case everyone
        case signedIn
        case signedOut
    }

    public let path: String
    public let audience: Audience
    private let titles: @Sendable (Language) -> String

    /// A link titled by a catalog's `key`, in each page's language.
    public init<Key: MessageKey>(_ key: Key, path: String, audience: Audience = .everyone) {
        self.path = path
        self.audience = audience
        titles = { key.text(in: $0) }
    }

    /// A link with the same title in every language, such as a product's name.
    public init(_ title: String, path: String, audience: Audience = .everyone) {
        self.path = path
        self.audience = audience
        titles = { _ in title }
    }

    /// The link's title in `language`.
    public func title(in language: Language) -> String {
        titles(language)
    }

    func isVisible(signedIn: Bool) -> Bool {
        switch audience {
        case .everyone: true
        case .signedIn: signedIn
        case .signedOut: !signedIn
        }
    }
}
