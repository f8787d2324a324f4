import Domain
import HTTPCore
import ScreenKit

/// Counts sign-in failures per account and per client address, and password work (sign-ins
/// and sign-ups) per address, and refuses further tries once one has reached its limit within
/// the policy's window.
///
/// A sign-in is counted as a failure before its password is checked, in the same atomic step
/// as the count (``SignInAttemptRepository/admit(_:since:at:)``), and forgotten if it succeeds:
/// so concurrent guesses cannot all pass one check before any is recorded.
///
/// An account's failures, wrong passwords and wrong codes alike, are forgotten only when a
/// whole sign-in completes (``completed(email:memberID:ticket:)``): a right password before a
/// second step forgets only its own count in advance (``passed(_:)``), so someone who holds
/// the password gets no new round of codes by typing it again, from any number of addresses.
///
/// A failure at time `t` counts while `now < t + window`; the wait announced is the time until
/// the oldest attempt counted leaves the window.
struct SignInThrottleUseCase: Sendable {
    let attempts: any SignInAttemptRepository
    let clock: any WallClock
    let policy: SignInThrottlePolicy

    /// The key an account's failures are kept under: the email as the repository compares it
    /// (``EmailKey``: case and Unicode spelling ignored, surrounding whitespace dropped).
    static func accountKey(email: String) -> String {
        "account:" + EmailKey.of(email)
    }

    static func addressKey(_ address: String) -> String {
        "address:" + network(of: address)
    }

    static func workKey(_ address: String) -> String {
        "work:" + network(of: address)
    }

    static func mailKey(email: String) -> String {
        "mail:" + EmailKey.of(email)
    }

    static func mailAddressKey(_ address: String) -> String {
        "mail-address:" + network(of: address)
    }

    static func mailMemberKey(_ memberID: Int) -> String {
        "mail-member:" + String(memberID)
    }

    static func signUpKey(_ address: String) -> String {
        "sign-up:" + network(of: address)
    }

    static func passkeyChallengeKey(_ address: String) -> String {
        "passkey-challenge:" + network(of: address)
    }

    static func passkeyChallengeMemberKey(_ memberID: Int) -> String {
        "passkey-challenge-member:" + String(memberID)
    }

    /// The key a member's wrong codes (and refused passkeys at the second step) are counted
    /// under: a right password does not clear it.
    static func secondStepKey(_ memberID: Int) -> String {
        "second-step:" + String(memberID)
    }

    /// What one client is counted as: its address, or for IPv6 its /64, which a provider hands
    /// to one subscriber (counting single addresses would let one client rotate through 2^64).
    static func network(of address: String) -> String {
        guard let parsed = IPAddress(address), !parsed.isIPv4 else { return address }
        return parsed.networkText(prefix: 64)
    }

    /// Admits a sign-in, counted in advance as a failure of the account and the address and as
    /// password work of the address; or refuses it, recording nothing.
    func admitSignIn(email: String, address: String) throws -> SignInThrottleDecision {
        let failures = [
            AttemptLimit(key: Self.accountKey(email: email), limit: policy.accountLimit),
            AttemptLimit(key: Self.addressKey(address), limit: policy.addressLimit),
        ]
        return try admit(failures + [AttemptLimit(key: Self.workKey(address), limit: policy.workLimit)]) { ids in
            SignInTicket(failureIDs: Array(ids.prefix(failures.count)))
        }
    }

    /// Admits a sign-up as password work and a sign-up of the client's address, and as a
    /// message to `email` (its confirmation); or refuses it.
    func admitSignUp(email: String, address: String) throws -> SignInThrottleDecision {
        try admit([
            AttemptLimit(key: Self.workKey(address), limit: policy.workLimit),
            AttemptLimit(key: Self.signUpKey(address), limit: policy.signUpLimit),
            AttemptLimit(key: Self.mailKey(email: email), limit: policy.mailLimit),
        ]) { _ in SignInTicket(failureIDs: []) }
    }

    /// Admits a request for a message to `email` (a reset or sign-in link, a confirmation
    /// again, a change of address), counted for the address typed, the client's address and,
    /// when a member asks, the member; or refuses it.
    func admitMail(email: String, address: String, memberID: Int? = nil) throws -> SignInThrottleDecision {
        var limits = [
            AttemptLimit(key: Self.mailKey(email: email), limit: policy.mailLimit),
            AttemptLimit(key: Self.mailAddressKey(address), limit: policy.mailAddressLimit),
        ]
        if let memberID {
            limits.append(AttemptLimit(key: Self.mailMemberKey(memberID), limit: policy.mailMemberLimit))
        }
        return try admit(limits) { _ in SignInTicket(failureIDs: []) }
    }

    /// Admits a passkey challenge for a visitor (each is a row until it is used or expires),
    /// counted per client address with the limit of password work; or refuses it.
    func admitPasskeyChallenge(address: String) throws -> SignInThrottleDecision {
        try admit([AttemptLimit(key: Self.passkeyChallengeKey(address), limit: policy.workLimit)]) { _ in
            SignInTicket(failureIDs: [])
        }
    }

    /// Admits a code or a passkey for a member's second step (or the sudo prompt, or turning
    /// codes on or off), counted in advance as a failure of the member's second step and of the
    /// client's address; or refuses it.
    func admitSecondStep(memberID: Int, address: String) throws -> SignInThrottleDecision {
        try admit([
            AttemptLimit(key: Self.secondStepKey(memberID), limit: policy.accountLimit),
            AttemptLimit(key: Self.addressKey(address), limit: policy.addressLimit),
        ]) { ids in SignInTicket(failureIDs: ids) }
    }

    /// Admits a passkey challenge for a member (each is a row until it is used or expires),
    /// counted per member and per client address; or refuses it.
    func admitMemberPasskeyChallenge(memberID: Int, address: String) throws -> SignInThrottleDecision {
        try admit([
            AttemptLimit(key: Self.passkeyChallengeMemberKey(memberID), limit: policy.challengeMemberLimit),
            AttemptLimit(key: Self.passkeyChallengeKey(address), limit: policy.workLimit),
        ]) { _ in SignInTicket(failureIDs: []) }
    }

    /// Admits a notice to a member (a way in added, changed or turned off), counted against the
    /// messages a member may ask for; or refuses it.
    func admitNotice(memberID: Int) throws -> SignInThrottleDecision {
        try admit([AttemptLimit(key: Self.mailMemberKey(memberID), limit: policy.mailMemberLimit)]) { _ in
            SignInTicket(failureIDs: [])
        }
    }

    /// Admits the use of a mailed link (a reset, a sign-in, a confirmation), counted in advance
    /// as a failure of the client's address like a wrong password: a link's secret has 256
    /// bits, and this keeps guessing one as slow as guessing a password.
    func admitLinkUse(address: String) throws -> SignInThrottleDecision {
        try admit([AttemptLimit(key: Self.addressKey(address), limit: policy.addressLimit)]) { ids in
            SignInTicket(failureIDs: ids)
        }
    }

    /// The step admitted with `ticket` turned out right, but the sign-in goes on (a second step
    /// comes next): only its own failures in advance are forgotten.
    func passed(_ ticket: SignInTicket) throws {
        try attempts.forget(ticket.failureIDs, andEveryAttemptUnder: [])
    }

    /// A whole sign-in completed (or a member proved who they are at the sudo prompt): the
    /// failures counted in advance are forgotten, and the account starts afresh, its wrong
    /// passwords and wrong codes alike, in one write. The address keeps its earlier failures,
    /// so one good account does not reset a guesser spraying others, and the password work
    /// stays counted.
    func completed(email: String, memberID: Int, ticket: SignInTicket) throws {
        try attempts.forget(ticket.failureIDs, andEveryAttemptUnder: [Self.accountKey(email: email), Self.secondStepKey(memberID)])
    }

    /// A wait in whole minutes, rounded up so that trying again at the time given works.
    static func waitMinutes(retryAfterSeconds seconds: Int) -> Int {
        max(1, (seconds + 59) / 60)
    }

    private func admit(_ limits: [AttemptLimit], ticket: ([Int]) -> SignInTicket) throws -> SignInThrottleDecision {
        let now = clock.secondsSince1970
        switch try attempts.admit(limits, since: now - policy.window + 1, at: now) {
        case .admitted(let ids):
            return .allowed(ticket(ids))
        case .refused(let oldest):
            return .throttled(retryAfterSeconds: max(oldest + policy.window - now, 1))
        }
    }
}

/// Whether a sign-in or sign-up may go ahead now.
enum SignInThrottleDecision: Equatable, Sendable {
    case allowed(SignInTicket)
    /// Too many recent attempts: try again once `retryAfterSeconds` have passed (at least 1).
    case throttled(retryAfterSeconds: Int)
}

/// What an admitted sign-in was counted as in advance: its account and address failures,
/// forgotten if it succeeds.
struct SignInTicket: Equatable, Sendable {
    let failureIDs: [Int]
}
