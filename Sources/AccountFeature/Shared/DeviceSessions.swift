import ScreenKit

/// The signed-in member's sessions as the account screens use them; the request's
/// ``SessionHandle`` is the real one, tests hand in a fake.
protocol DeviceSessions {
    /// This request's session's id hash, which what a session owns is kept under.
    var idHash: String? { get }
    func memberSessions() throws -> [MemberSession]
    /// Ends the member's session with this number, unless it is this one (`.current`).
    func revokeSession(number: Int) throws -> SessionRevocation
    @discardableResult
    func signOutEverywhereElse() throws -> Int
}

extension SessionHandle: DeviceSessions {}
