/// The one way a screen reaches the visitor's session store: the member's sessions, and ending
/// sessions other than this one. Signing in and out, a new id and a confirmed password are not
/// calls here but parts of the screen's ``Answer``, which the kit applies in one place.
public struct SessionHandle {
    /// The request's session; `nil` for a visitor.
    let session: SessionRecord?
    let now: Int
    let services: ApplicationServices

    /// The id hash of this request's session, for a change a store makes in one transaction
    /// that must keep this browser signed in (its sessions are not visible otherwise); `nil`
    /// for a visitor.
    public var idHash: String? { session?.idHash }

    /// Every live session of the signed-in member, newest first, the current one marked;
    /// none for a visitor.
    public func memberSessions() throws -> [MemberSession] {
        guard let session else { return [] }
        let policy = services.configuration.sessions
        return try services.sessions.sessions(userID: session.userID).compactMap { stored in
            guard !policy.isExpired(stored.record, now: now) else { return nil }
            let isCurrent = stored.record.idHash == session.idHash
            let lastSeen = isCurrent ? now : max(
                stored.record.lastSeenAt, services.sessionActivity.waitingLastSeen(idHash: stored.record.idHash) ?? 0)
            return MemberSession(
                number: stored.number, signedInAt: stored.record.createdAt, lastSeenAt: lastSeen,
                device: stored.device, isCurrent: isCurrent, method: stored.method)
        }
    }

    /// Ends the signed-in member's session with this number, unless it is this one, which the
    /// screen ends by answering with ``Answer/signingOut()``.
    public func revokeSession(number: Int) throws -> SessionRevocation {
        guard let session else { return .notFound }
        let isCurrent = try services.sessions.sessions(userID: session.userID)
            .contains { $0.number == number && $0.record.idHash == session.idHash }
        if isCurrent { return .current }
        return try services.sessions.delete(number: number, userID: session.userID) ? .ended : .notFound
    }

    /// Ends every session of the signed-in member but this one.
    ///
    /// - Returns: how many ended.
    @discardableResult
    public func signOutEverywhereElse() throws -> Int {
        guard let session else { return 0 }
        return try services.sessions.deleteSessions(userID: session.userID, keeping: session.idHash)
    }
}

/// What ``SessionHandle/revokeSession(number:)`` found.
public enum SessionRevocation: Sendable, Equatable {
    /// Another session of the member: it has ended.
    case ended
    /// This very session: the screen signs out.
    case current
    /// The member has no session with that number (another member's included): nothing changed.
    case notFound
}
