@testable import ScreenKit
import Secrets
import Testing

/// The two signed values a sign-in leaves in a browser besides the session: the pending sign-in,
/// bound to the browser that passed the first step, and a trusted browser's mark.
@Suite("Sign-in cookies")
struct SignInCookiesTests {
    let authenticator = MessageAuthenticator(key: Array(repeating: 7, count: 32))
    var pendingCookie: PendingSignInCookie { PendingSignInCookie(authenticator: authenticator, name: "sk_pending") }
    var trustCookie: BrowserTrustCookie { BrowserTrustCookie(authenticator: authenticator, name: "sk_trusted") }
    let pending = PendingSignIn(userID: 7, remember: true, next: "/users", expiresAt: 1_000, firstStep: .link)

    @Test func aPendingSignInReadsBackOnlyInTheBrowserItWasMadeFor() {
        let value = pendingCookie.value(for: pending, binding: "browser-a")
        #expect(pendingCookie.pendingSignIn(from: value, binding: "browser-a", now: 999) == pending)
        #expect(pendingCookie.pendingSignIn(from: value, binding: "browser-b", now: 999) == nil)
        #expect(pendingCookie.pendingSignIn(from: value, binding: nil, now: 999) == nil)
        #expect(pendingCookie.pendingSignIn(from: value, binding: "browser-a", now: 1_000) == nil)
        #expect(!value.contains("browser-a"))
    }

    @Test func aTrustedBrowserReadsBackInItsBrowserUntilItExpiresAndNothingElseStandsInForIt() throws {
        let trust = BrowserTrust(userID: 7, epoch: 3)
        let cookie = try #require(trustCookie.cookie(for: trust, binding: "browser-a", now: 100, secure: true))
        let rendered = cookie.headerValue
        #expect(rendered.contains("Max-Age=\(BrowserTrust.lifetimeSeconds)"))
        #expect(rendered.contains("HttpOnly") && rendered.contains("Secure") && rendered.contains("SameSite=Lax"))
        let value = trustCookie.value(for: trust, expiresAt: 100 + BrowserTrust.lifetimeSeconds, binding: "browser-a")
        #expect(trustCookie.trust(from: value, binding: "browser-a", now: 100) == trust)
        #expect(trustCookie.trust(from: value, binding: "browser-b", now: 100) == nil)
        #expect(trustCookie.trust(from: value, binding: nil, now: 100) == nil)
        #expect(!value.contains("browser-a"))
        #expect(trustCookie.trust(from: value, binding: "browser-a", now: 100 + BrowserTrust.lifetimeSeconds) == nil)
        #expect(trustCookie.trust(from: pendingCookie.value(for: pending, binding: "browser-a"), binding: "browser-a", now: 100) == nil)
        #expect(trustCookie.trust(from: value + "x", binding: "browser-a", now: 100) == nil)
    }

    /// Each pending sign-in has a key of its own, which the cookie carries and only its digest
    /// is stored by.
    @Test func aPendingSignInCarriesAKeyOfItsOwn() {
        let other = PendingSignIn(userID: 7, remember: true, next: "/users", expiresAt: 1_000, firstStep: .link)
        #expect(other.key != pending.key && other.keyDigest != pending.keyDigest)
        #expect(other.keyDigest == Digest.sha256(other.key))
        let read = pendingCookie.pendingSignIn(from: pendingCookie.value(for: other, binding: "browser-a"), binding: "browser-a", now: 999)
        #expect(read?.key == other.key)
    }
}
