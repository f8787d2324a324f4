/// Deletes rows that can never be used again, at most `limit` per call so each delete is a
/// short transaction: the app's periodic housekeeping. Each store implements it over its tables.
public protocol ExpiredRecordsPurging: Sendable {
    /// Sessions idle since before `lastSeenBefore` (since before `unrememberedLastSeenBefore`
    /// for one signed in without "remember me") or opened before `createdBefore`.
    func purgeSessions(lastSeenBefore: Int, unrememberedLastSeenBefore: Int, createdBefore: Int, limit: Int) throws -> Int
    /// Throttled attempts made before `before`.
    func purgeAttempts(before: Int, limit: Int) throws -> Int
    /// Security log events that happened before `before`.
    func purgeSecurityEvents(before: Int, limit: Int) throws -> Int
    /// Mailed links' tokens that expired before `before`.
    func purgeTokens(expiredBefore before: Int, limit: Int) throws -> Int
    /// Messages sent or given up on before `before`.
    func purgeMail(finishedBefore before: Int, limit: Int) throws -> Int
    /// Passkey challenges that expired before `before`: one a browser asked for and never
    /// brought back is otherwise never used up.
    func purgePasskeyChallenges(expiredBefore before: Int, limit: Int) throws -> Int
    /// Sign-ins that waited for their second step and expired before `before`.
    func purgePendingSignIns(expiredBefore before: Int, limit: Int) throws -> Int
}
