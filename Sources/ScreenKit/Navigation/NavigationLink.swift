/// A link of the app's navigation bar and who sees it.
public struct NavigationLink: Sendable {
    public enum Audience: Sendable {
        case everyone
        case signedIn
        case signedOut
    }

    public let title: String
    public let path: String
    public let audience: Audience

    public init(_ title: String, path: String, audience: Audience = .everyone) {
        self.title = title
        self.path = path
        self.audience = audience
    }

    func isVisible(signedIn: Bool) -> Bool {
        switch audience {
        case .everyone: true
        case .signedIn: signedIn
        case .signedOut: !signedIn
        }
    }
}
