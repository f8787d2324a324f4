import HTTPCore

/// Headers every HTML response carries (SPEC §4): no inline script, no framing, no sniffing,
/// and no caching of a signed-in user's pages.
enum SecurityHeaders {
    static let contentSecurityPolicy =
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; "
        + "form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'"

    /// Sent on every answer reached over HTTPS: browsers then use nothing else for this host
    /// for a year, so no plain-HTTP request can leak a cookie or be rewritten on the way.
    static let strictTransportSecurity = "max-age=31536000"

    static func apply(to headers: inout HTTPHeaders, signedIn: Bool) {
        headers.add("Content-Security-Policy", contentSecurityPolicy)
        headers.add("X-Content-Type-Options", "nosniff")
        headers.add("X-Frame-Options", "DENY")
        headers.add("Referrer-Policy", "same-origin")
        headers.add("Cross-Origin-Opener-Policy", "same-origin")
        // A page holds a CSRF token bound to this browser: never for a shared cache.
        headers.add("Cache-Control", signedIn ? "no-store" : "private, no-cache")
    }

    /// JSON and other non-HTML answers of screens.
    static func applyToData(to headers: inout HTTPHeaders, signedIn: Bool) {
        headers.add("X-Content-Type-Options", "nosniff")
        headers.add("Cache-Control", signedIn ? "no-store" : "private, no-cache")
    }

    /// A stored file served as itself (an uploaded image): it may run nothing and load
    /// nothing, should a browser ever open it as a document, and is never sniffed as another type.
    static func applyToFile(to headers: inout HTTPHeaders, policy: String) {
        headers.add("Content-Security-Policy", policy)
        headers.add("X-Content-Type-Options", "nosniff")
        headers.add("Cross-Origin-Resource-Policy", "same-origin")
    }
}
