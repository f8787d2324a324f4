import ScreenKit
@testable import AccountFeature

/// A member's sessions for the account presenters: a list to show, and a record of what was
/// ended. Like the request's ``SessionHandle``, it ends another session but not the current
/// one, which the presenter's answer signs out.
///
/// Kept as a fake because the request's ``SessionHandle`` is made only by the kit; route tests
/// meet the real one, over the store's sessions.
final class FakeDeviceSessions: DeviceSessions {
    var sessions: [MemberSession]
    /// This request's session, as the store knows it (``LoginFixture/sessions(for:)``).
    let idHash: String?
    private(set) var revoked: [Int] = []
    private(set) var signedOutEverywhereElseCount = 0

    init(_ sessions: [MemberSession] = [], idHash: String? = nil) {
        self.sessions = sessions
        self.idHash = idHash
    }

    func memberSessions() throws -> [MemberSession] {
        sessions
    }

    func revokeSession(number: Int) throws -> SessionRevocation {
        guard let session = sessions.first(where: { $0.number == number }) else { return .notFound }
        if session.isCurrent { return .current }
        revoked.append(number)
        sessions.removeAll { $0.number == number }
        return .ended
    }

    func signOutEverywhereElse() throws -> Int {
        signedOutEverywhereElseCount += 1
        let before = sessions.count
        sessions.removeAll { !$0.isCurrent }
        return before - sessions.count
    }
}
