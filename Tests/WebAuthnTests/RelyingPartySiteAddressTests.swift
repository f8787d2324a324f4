import Testing
import WebAuthn

/// The relying party the server derives from its address: browsers compare the origin in
/// `clientDataJSON` byte for byte, so it must be written as they write it.
struct RelyingPartySiteAddressTests {
    @Test(arguments: [
        ("https://example.com", "example.com", "https://example.com"),
        ("https://example.com/", "example.com", "https://example.com"),
        ("HTTPS://Accounts.Example.COM/app?x=1#y", "accounts.example.com", "https://accounts.example.com"),
        ("https://example.com:443", "example.com", "https://example.com"),
        ("https://example.com:8443/", "example.com", "https://example.com:8443"),
        ("http://localhost:8080", "localhost", "http://localhost:8080"),
        ("http://localhost:80", "localhost", "http://localhost"),
        ("http://app.localhost:3000", "app.localhost", "http://app.localhost:3000"),
    ])
    func theIdIsTheHostAndTheOriginAsABrowserWritesIt(siteURL: String, id: String, origin: String) throws {
        let site = try #require(RelyingParty(siteURL: siteURL))
        #expect(site == RelyingParty(id: id, origin: origin))
    }

    @Test(arguments: [
        "example.com", "ftp://example.com", "http://example.com", "https://", "https://:443",
        "https://127.0.0.1", "http://127.0.0.1:8080", "https://[::1]:8443", "https://user:secret@example.com",
        "https://example.com:", "https://example.com:0", "https://example.com:65536", "https://example.com:+80",
        "https://exa mple.com", "https://example..com", "https://example.com:80:80",
    ])
    func anAddressNoBrowserRunsACeremonyForHasNone(siteURL: String) {
        #expect(RelyingParty(siteURL: siteURL) == nil)
    }
}
