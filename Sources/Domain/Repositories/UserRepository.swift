public import Localization

/// Where members are kept. Features use it; `Storage` implements it on SQLite, and a second
/// implementation (PostgreSQL) can be added without touching a feature.
///
/// Every write is durable when the call returns: a 303 sent after it never loses the change.
public protocol UserRepository: Sendable {
    /// - Throws: ``UserRepositoryError/emailTaken`` when another member has the email,
    ///   compared without regard to case.
    func create(_ user: NewUser) throws -> User
    /// Stores the member and, in the same transaction, the link that confirms their address
    /// and its mail.
    ///
    /// - Throws: ``UserRepositoryError/emailTaken`` as ``create(_:)``.
    func create(_ user: NewUser, confirmation: MailedToken) throws -> User
    func user(id: Int) throws -> User?
    /// The member with this email, compared without regard to case.
    func user(email: String) throws -> User?
    /// Sets the fields of the member's profile; a `nil` location keeps the stored one.
    ///
    /// - Returns: `false` when there is no such member.
    @discardableResult
    func updateProfile(id: Int, name: String, bio: String, location: String?) throws -> Bool
    func updatePasswordHash(id: Int, to passwordHash: String) throws
    /// The language the member reads the app in; `nil` leaves it to their browser.
    ///
    /// - Returns: `false` when there is no such member.
    @discardableResult
    func updateLanguage(id: Int, to language: Language?) throws -> Bool
    /// A different address (not merely the same one in another case) is unconfirmed until its
    /// link is opened, and the links mailed to the old one (reset, sign-in, confirmation) stop
    /// working.
    ///
    /// - Returns: `false` when there is no such member.
    /// - Throws: ``UserRepositoryError/emailTaken`` when another member has the email.
    @discardableResult
    func updateEmail(id: Int, to email: String) throws -> Bool
    /// Deletes the member and everything kept for them (sessions, security log, avatar, unused
    /// links) in one transaction.
    ///
    /// - Returns: `false` when there is no such member.
    @discardableResult
    func delete(id: Int) throws -> Bool
    /// In one transaction: redeems an e-mail confirmation token and, if the member's address is
    /// still the one the link was sent to, proves it (``AddressProof``: on its first proof, every
    /// session but `keptSessionIDHash` ends, when that one is the member's, and the password
    /// chosen before goes when it is not).
    ///
    /// - Parameter keptSessionIDHash: The id hash of the session of the browser that opened the
    ///   link, if it has one.
    /// - Returns: `nil` when the token is unknown, used or expired, or the member's address
    ///   changed since (the token is used up then too).
    func confirmEmail(tokenHash: [UInt8], at now: Int, keepingSession keptSessionIDHash: String?) throws -> AddressProof?
    /// In one transaction: redeems a sign-in link, voids the member's reset links and any change
    /// of address waiting for its link, and proves the address as ``confirmEmail(tokenHash:at:keepingSession:)``
    /// does.
    ///
    /// - Returns: `nil` when the token is unknown, used or expired.
    func signInWithLink(tokenHash: [UInt8], at now: Int, keepingSession keptSessionIDHash: String?) throws -> AddressProof?
    /// In one transaction: redeems an e-mail change token, sets the member's address to the one
    /// it was sent to (confirmed), voids the links mailed to the old address (reset, sign-in,
    /// confirmation) and queues `notice` of the member as they were (to the old address).
    ///
    /// - Returns: the member with the new address; `nil` when the token is unknown, used or
    ///   expired.
    /// - Throws: ``UserRepositoryError/emailTaken`` when another member took the address since;
    ///   nothing changes then, and the token stays unused.
    func changeEmail(tokenHash: [UInt8], at now: Int, notice: (User) -> OutgoingMail) throws -> User?
    /// In one transaction: redeems a password reset token, stores the new hash, deletes every
    /// session of the member, their unused reset and sign-in links and any change of address
    /// waiting for its link, and confirms the address (the link proved it).
    ///
    /// - Returns: the member and whether this was the address's first proof; `nil` when the
    ///   token is unknown, used or expired.
    func resetPassword(tokenHash: [UInt8], to passwordHash: String, at now: Int) throws -> AddressProof?
    /// The most recently joined members, newest first.
    func newest(limit: Int) throws -> [User]
    /// `limit` members in the order they joined (by id, oldest first), from `position`; the
    /// keys of a page's first and last members are where its neighbours start.
    func members(_ position: PagePosition, limit: Int) throws -> Page<User>
}

/// What a user repository refuses for a reason the user can act on.
public enum UserRepositoryError: Error, Equatable, Sendable {
    /// Another member already signed up with this email (case ignored).
    case emailTaken
}
