/// An autofill hint for a field, so browsers and password managers fill the right value.
///
/// The common hints are constants; any other token can be written as a string literal:
/// `autocomplete: "postal-code"`.
public struct Autocomplete: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    public static let off: Autocomplete = "off"
    public static let name: Autocomplete = "name"
    public static let email: Autocomplete = "email"
    public static let username: Autocomplete = "username"
    /// The password the user signs in with.
    public static let currentPassword: Autocomplete = "current-password"
    /// A password being chosen: on sign-up and password change.
    public static let newPassword: Autocomplete = "new-password"
    public static let oneTimeCode: Autocomplete = "one-time-code"
    public static let tel: Autocomplete = "tel"
    public static let url: Autocomplete = "url"
}
