/// How a session was signed in: what opened it, and the second step that completed it when the
/// member has one. Kept with the session so the devices page can say how each one began, and
/// stored as text (``storedText``) so a store needs no table of its own for it.
public struct SignInMethod: Sendable, Hashable {
    /// What proved the member first.
    public enum FirstStep: String, Sendable, CaseIterable {
        case password
        /// A sign-in link from the member's mailbox.
        case link
        /// A new password chosen from a reset link.
        case reset
        /// The member's account was just made.
        case signUp = "sign-up"
        case passkey
    }

    /// What completed a first step when the member has a second step on.
    public enum SecondStep: String, Sendable, CaseIterable {
        case authenticatorCode = "code"
        case recoveryCode = "recovery-code"
        case passkey
        /// None asked: the browser was trusted after an earlier second step.
        case trustedBrowser = "trusted-browser"
    }

    public let first: FirstStep
    public let second: SecondStep?

    public init(_ first: FirstStep, then second: SecondStep? = nil) {
        self.first = first
        self.second = second
    }

    public static let password = SignInMethod(.password)
    public static let passkey = SignInMethod(.passkey)

    /// The same first step, completed by `second`.
    public func completed(by second: SecondStep) -> SignInMethod {
        SignInMethod(first, then: second)
    }

    /// `first` alone, or `first+second`: what a store keeps.
    public var storedText: String {
        second.map { first.rawValue + "+" + $0.rawValue } ?? first.rawValue
    }

    /// The method a store kept, or `nil` for text no release wrote (an empty one is a session
    /// opened before methods were recorded).
    public init?(storedText: String) {
        let parts = storedText.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false)
        guard let first = FirstStep(rawValue: String(parts[0])) else { return nil }
        if parts.count == 1 {
            self.init(first)
            return
        }
        guard let second = SecondStep(rawValue: String(parts[1])) else { return nil }
        self.init(first, then: second)
    }
}
