/// What opening a link mailed to a member's address did to the account (a confirmation, a
/// sign-in link, a password reset): each proves that whoever opened it reads that mailbox.
///
/// The first proof of an address no link had proven yet ends every session opened before it
/// (whoever signed up with the address may not own it), but the session of the browser that
/// proved it, when that browser was signed in as the member. Where the proof came from any other
/// browser, the password chosen at sign-up is removed too: only a password the owner chooses
/// from now on works. Every other way in the account was given before its first proof goes
/// whoever proved it (passkeys, the authenticator, recovery codes, trusted browsers, keys being
/// set up and sign-ins waiting for a code).
public struct AddressProof: Sendable, Equatable {
    /// The member as they are after the proof.
    public let member: User
    /// The address had not been proven before: sessions opened before it ended.
    public let wasFirstProof: Bool
    /// The password chosen before the proof no longer works.
    public let passwordRemoved: Bool
    /// The account had passkeys, authenticator codes or recovery codes from before the proof,
    /// and they were removed.
    public let waysInRemoved: Bool

    public init(member: User, wasFirstProof: Bool, passwordRemoved: Bool, waysInRemoved: Bool = false) {
        self.member = member
        self.wasFirstProof = wasFirstProof
        self.passwordRemoved = passwordRemoved
        self.waysInRemoved = waysInRemoved
    }
}
