import ScreenKit

/// The kit test routes' paths.
enum KitTestPaths {
    static let home = Path("/")
    static let signIn = Path("/test/sign-in")
    static let signOut = Path("/logout")
    static let settings = Path("/settings")
    static let resendConfirmation = Path("/email/confirm/resend")
    static let confirmIdentity = Path("/test/confirm")
    static let renewSession = Path("/test/renew")
    static let sensitive = Path("/test/sensitive")
    static let fail = Path("/test/fail")
    static let forbidden = Path("/test/forbidden")
    static let members = Path("/test/members")
    static let member = Path("/test/members/{id}", Int.self)
    static let upload = Path("/test/upload")
    static let answer = Path("/test/answers/{kind}", String.self)
    static let sessions = Path("/test/sessions")
    static let revokeSession = Path("/test/sessions/{number}/revoke", Int.self)
    static let endOtherSessions = Path("/test/sessions/end-others")
    static let waiting = Path("/test/waiting")
    static let tenant = Path("/test/tenant")
    static let waitingNote = Path("/test/waiting/note")
    static let pageLanguage = Path("/test/page-language")
    static let waitingPageLanguage = Path("/test/waiting/page-language")
}
