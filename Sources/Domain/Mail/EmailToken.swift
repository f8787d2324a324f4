/// What a link mailed to a member is for; each has its own lifetime and use.
public enum EmailTokenPurpose: String, Sendable, Equatable, CaseIterable {
    /// "Forgot your password?": sets a new password.
    case passwordReset = "password-reset"
    /// Sent at sign-up: proves the address is the member's.
    case emailConfirmation = "email-confirmation"
    /// Sent to a new address: the change takes effect when it is opened.
    case emailChange = "email-change"
    /// Signs in without a password.
    case magicLink = "magic-link"
    /// Sent to the current address when a change is asked for: cancels that change.
    case emailChangeCancel = "email-change-cancel"

    /// The links mailed to a member's address, which must not outlive it: whoever reads the old
    /// mailbox must not reset the password, sign in, confirm or cancel with them.
    public static let linksToTheAddress: [EmailTokenPurpose] = [.passwordReset, .magicLink, .emailConfirmation, .emailChangeCancel]

    /// A change of address waiting for its link, and the link that cancels it: both go when the
    /// member proves who they are again (a new password, a reset, a sign-in link, signing out
    /// the other devices), so a change asked for by someone who once held a session dies with
    /// that session.
    public static let pendingEmailChange: [EmailTokenPurpose] = [.emailChange, .emailChangeCancel]
}

/// A link's secret about to be stored: only its SHA-256 is kept, so the table alone opens
/// nothing.
public struct NewEmailToken: Sendable, Equatable {
    public let purpose: EmailTokenPurpose
    /// SHA-256 of the secret the link carries.
    public let hash: [UInt8]
    /// The address the link goes to (for a change, the new address).
    public let email: String
    /// Seconds since 1970.
    public let expiresAt: Int

    public init(purpose: EmailTokenPurpose, hash: [UInt8], email: String, expiresAt: Int) {
        self.purpose = purpose
        self.hash = hash
        self.email = email
        self.expiresAt = expiresAt
    }
}

/// A stored, unused link.
public struct EmailToken: Sendable, Equatable, Identifiable {
    public let id: Int
    public let userID: Int
    public let purpose: EmailTokenPurpose
    public let email: String
    public let createdAt: Int
    public let expiresAt: Int

    public init(id: Int, userID: Int, purpose: EmailTokenPurpose, email: String, createdAt: Int, expiresAt: Int) {
        self.id = id
        self.userID = userID
        self.purpose = purpose
        self.email = email
        self.createdAt = createdAt
        self.expiresAt = expiresAt
    }
}
