/// The secrets of links mailed to members (reset, confirmation, e-mail change, sign-in), kept
/// hashed, each usable once.
public protocol EmailTokenRepository: Sendable {
    /// In one transaction, for each token: deletes the member's unused tokens of the same
    /// purpose (a newer link voids the older), stores it and queues its mail in the outbox.
    func issue(_ issued: [MailedToken], userID: Int, at now: Int) throws
    /// The unused token with this hash and purpose if it has not expired at `now`; it stays
    /// unused.
    func token(hash: [UInt8], purpose: EmailTokenPurpose, at now: Int) throws -> EmailToken?
    /// The member's newest unused token of `purpose` that has not expired at `now`: a change of
    /// address waiting for its link, say.
    func pending(userID: Int, purpose: EmailTokenPurpose, at now: Int) throws -> EmailToken?
    /// In one transaction: the unused, unexpired token with this hash and purpose is deleted
    /// and returned; `nil` when there is none (unknown, used, expired or voided).
    func redeem(hash: [UInt8], purpose: EmailTokenPurpose, at now: Int) throws -> EmailToken?
    /// Deletes the member's unused tokens of these purposes.
    func revoke(userID: Int, purposes: [EmailTokenPurpose]) throws
    /// Deletes up to `limit` tokens that expired before `now`.
    ///
    /// - Returns: how many were deleted.
    @discardableResult
    func purgeExpired(before now: Int, limit: Int) throws -> Int
}

extension EmailTokenRepository {
    /// One token and its mail, as ``issue(_:userID:at:)-([MailedToken],_,_)`` issues several.
    public func issue(_ issued: MailedToken, userID: Int, at now: Int) throws {
        try issue([issued], userID: userID, at: now)
    }
}
