/// A session store that can find a session and its user's name in one read — one query
/// instead of two on every signed-in request. The kit uses it when the store offers it and
/// falls back to ``SessionStore`` plus ``SignedInUserProvider`` otherwise.
///
/// ```swift
/// extension SQLiteSessionStore: SignedInSessionStore {
///     func signedInSession(idHash: String) throws -> SignedInSession? { /* sessions JOIN users */ }
/// }
/// ```
public protocol SignedInSessionStore: SessionStore {
    /// The session with this id hash and the user it belongs to; `nil` when either is gone.
    func signedInSession(idHash: String) throws -> SignedInSession?
}
