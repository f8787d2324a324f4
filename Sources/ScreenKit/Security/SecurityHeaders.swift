import HTTPCore

/// Headers every HTML response carries (SPEC §4): no inline script, no framing, no sniffing,
/// and no caching of a signed-in user's pages.
enum SecurityHeaders {
    static let contentSecurityPolicy =
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; "
        + "form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'"

    static func apply(to headers: inout HTTPHeaders, signedIn: Bool) {
        // Not through a conditional expression, which would copy the block it picks.
        if signedIn {
            headers.append(contentsOf: signedInPage)
        } else {
            headers.append(contentsOf: visitorPage)
        }
    }

    /// The page headers for each audience, settled once: every page copies its block in one go.
    private static let visitorPage = pageHeaders(cacheControl: "private, no-cache")
    // A page holds a CSRF token bound to this browser: never for a shared cache, and a
    // signed-in member's page for no cache at all.
    private static let signedInPage = pageHeaders(cacheControl: "no-store")

    private static func pageHeaders(cacheControl: String) -> HTTPHeaders {
        [
            "Content-Security-Policy": contentSecurityPolicy,
            "X-Content-Type-Options": "nosniff",
            "X-Frame-Options": "DENY",
            "Referrer-Policy": "same-origin",
            "Cross-Origin-Opener-Policy": "same-origin",
            "Cache-Control": cacheControl,
        ]
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
