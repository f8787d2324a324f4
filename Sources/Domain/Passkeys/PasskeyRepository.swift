/// Where members' passkeys and the challenges of passkey ceremonies are kept. Checking a
/// ceremony is `WebAuthn`'s part; keeping each challenge single-use and short-lived, and each
/// counter moving only forward, is this store's, each in one statement so that two requests
/// racing cannot both pass.
public protocol PasskeyRepository: Sendable {
    /// Stores a passkey the member just registered, with the counter its registration carried.
    ///
    /// - Throws: ``PasskeyRepositoryError/credentialTaken`` when the credential id is registered
    ///   already; ``PasskeyRepositoryError/addressUnproven`` when the member's address was never
    ///   proven (or there is no such member).
    func addPasskey(
        userID: Int, credentialID: [UInt8], publicKey: [UInt8], signCount: Int, name: String, at time: Int
    ) throws -> Passkey

    /// The member's passkeys, oldest first.
    func passkeys(userID: Int) throws -> [Passkey]

    /// The passkey with this credential id, whoever it belongs to; `nil` when there is none.
    func passkey(credentialID: [UInt8]) throws -> Passkey?

    /// Renames one of the member's passkeys.
    ///
    /// - Returns: `false` when the member has no passkey with `id`.
    func renamePasskey(id: Int, userID: Int, name: String) throws -> Bool

    /// Removes one of the member's passkeys.
    ///
    /// - Returns: `false` when the member has no passkey with `id`.
    func removePasskey(id: Int, userID: Int) throws -> Bool

    /// Records a sign-in with the passkey: its new counter and the time. A counter that does not
    /// go up is refused (a cloned authenticator, or a replay), except 0 over 0, which is how an
    /// authenticator that keeps no counter signs.
    ///
    /// - Returns: whether it was recorded; `false` also when there is no passkey with `id`.
    func usePasskey(id: Int, signCount: Int, at time: Int) throws -> Bool

    /// Stores a challenge by its hash (the challenge itself lives only in the browser's form).
    /// A member keeps at most ``PasskeyChallenge/liveLimitPerMember``: older ones go.
    func issueChallenge(hash: [UInt8], purpose: PasskeyChallengePurpose, userID: Int?, expiresAt: Int) throws

    /// Uses up the challenge with `hash` and `purpose`: it is deleted whether or not it is still
    /// good, so it works once, even when two requests bring it at once.
    ///
    /// - Returns: the challenge, or `nil` when there is none or it expired at or before `now`.
    func consumeChallenge(hash: [UInt8], purpose: PasskeyChallengePurpose, at now: Int) throws -> PasskeyChallenge?

    /// Deletes up to `limit` challenges that expired before `now`, for the housekeeping sweep.
    ///
    /// - Returns: how many were deleted.
    @discardableResult
    func purgeChallenges(expiredBefore now: Int, limit: Int) throws -> Int
}
