import ScreenKit
@testable import AccountFeature

/// A member's sessions for the account presenters: a list to show, and a record of what was
/// ended.
final class FakeDeviceSessions: DeviceSessions {
    var sessions: [MemberSession]
    private(set) var revoked: [Int] = []
    private(set) var signedOutEverywhereElseCount = 0

    init(_ sessions: [MemberSession] = []) {
        self.sessions = sessions
    }

    func memberSessions() throws -> [MemberSession] {
        sessions
    }

    func revokeSession(number: Int) throws -> Bool {
        guard sessions.contains(where: { $0.number == number }) else { return false }
        revoked.append(number)
        sessions.removeAll { $0.number == number }
        return true
    }

    func signOutEverywhereElse() throws -> Int {
        signedOutEverywhereElseCount += 1
        let before = sessions.count
        sessions.removeAll { !$0.isCurrent }
        return before - sessions.count
    }
}
