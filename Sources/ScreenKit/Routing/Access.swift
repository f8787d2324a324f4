/// Who may use a route, checked by the kit before the route's coordinator starts, so no
/// screen codes its own guard. The type parameter is what the coordinator is handed as the
/// viewer (``ScreenRequest/viewer``): a `SignedInUser` on routes that require one, an optional
/// one elsewhere.
///
/// ```swift
/// router.get(UserPaths.members, .requiresSignIn, UserListCoordinator(dependencies: dependencies))
/// router.form(AccountPaths.signIn, .signedOutOnly, LoginCoordinator(dependencies: dependencies, flow: flow))
/// ```
public struct Access<Viewer>: Sendable {
    @usableFromInline let rule: AccessRule
    /// The viewer a coordinator is given, or `nil` when the rule turns the visitor away.
    @usableFromInline let admit: @Sendable (SignedInUser?) -> Viewer?

    init(rule: AccessRule, admit: @escaping @Sendable (SignedInUser?) -> Viewer?) {
        self.rule = rule
        self.admit = admit
    }
}

extension Access where Viewer == SignedInUser? {
    /// Everyone, signed in or not; the viewer is `nil` for a visitor.
    public static var anyone: Access<SignedInUser?> {
        Access(rule: .anyone) { .some($0) }
    }

    /// Only visitors: a signed-in user is sent to their home (a sign-in or sign-up form).
    public static var signedOutOnly: Access<SignedInUser?> {
        Access(rule: .signedOutOnly) { $0 == nil ? .some(nil) : nil }
    }
}

extension Access where Viewer == SignedInUser {
    /// Only signed-in users: a visitor is sent to sign in and brought back afterwards.
    public static var requiresSignIn: Access<SignedInUser> {
        Access(rule: .requiresSignIn) { $0 }
    }

    /// Signed-in users who typed their password within the session policy's recent window
    /// (``SessionPolicy/recentSignInSeconds``), for sensitive actions: a visitor is sent to
    /// sign in, a member who signed in longer ago to confirm their password, each brought
    /// back afterwards.
    public static var requiresRecentSignIn: Access<SignedInUser> {
        Access(rule: .requiresRecentSignIn) { $0 }
    }
}

/// What an ``Access`` checks, whatever viewer type it hands on.
@usableFromInline
enum AccessRule: Sendable {
    case anyone
    /// Signed out → 303 to the sign-in destination, coming back here afterwards.
    case requiresSignIn
    /// Signed in → 303 to the signed-in user's home destination.
    case signedOutOnly
    /// Signed out → as ``requiresSignIn``; signed in without a recent password → 303 to the
    /// password confirmation, coming back here afterwards.
    case requiresRecentSignIn
}
