import ScreenKit

/// The signed-in member's sessions as the account screens use them; the request's
/// ``Navigator`` is the real one, tests hand in a fake.
protocol DeviceSessions: AnyObject {
    func memberSessions() throws -> [MemberSession]
    /// - Returns: `false` when the member has no session with that number: nothing changed.
    func revokeSession(number: Int) throws -> Bool
    @discardableResult
    func signOutEverywhereElse() throws -> Int
}

extension Navigator: DeviceSessions {}
