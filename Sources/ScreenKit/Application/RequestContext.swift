import HTTPCore
import Secrets

/// What the kit knows about one request while its scene runs: who is signed in, which
/// cookies change, the flash to show. One per request, used on one thread.
final class RequestContext {
    let request: Request
    let now: Int
    let secure: Bool
    let wantsJSON: Bool
    var session: SessionRecord?
    var user: SignedInUser?
    /// The anonymous CSRF binding the browser sent, or one minted for this response.
    var anonymousBinding: String?
    var mintedAnonymousBinding = false
    /// The flash the previous response left, shown by this one.
    let incomingFlash: FlashMessage?
    /// Set when a rendered page showed it: the next response must not show it again.
    var incomingFlashShown = false
    var outgoingFlash: FlashMessage?
    var cookies: [SetCookie] = []
    /// Headers a scene asked for, added to the response as they are.
    var extraHeaders: [(name: String, value: String)] = []

    init(request: Request, now: Int, secure: Bool, anonymousBinding: String?, incomingFlash: FlashMessage?) {
        self.request = request
        self.now = now
        self.secure = secure
        self.anonymousBinding = anonymousBinding
        self.incomingFlash = incomingFlash
        wantsJSON = Self.prefersJSON(request.headers["Accept"])
    }

    /// The binding a POST's token must match: the session's secret once signed in.
    var csrfBinding: CSRFProtection.Binding? {
        if let session { return .session(session.csrfSecret) }
        return anonymousBinding.map(CSRFProtection.Binding.anonymous)
    }

    /// The binding for a token about to be rendered; an anonymous visitor without one gets a
    /// fresh random value in a cookie (a cookie, not a stored row).
    func bindingForNewToken() -> CSRFProtection.Binding {
        if let binding = csrfBinding { return binding }
        let minted = SecureRandom.token(byteCount: 16)
        anonymousBinding = minted
        mintedAnonymousBinding = true
        return .anonymous(minted)
    }

    /// JSON for clients that ask for it and do not also accept HTML: browsers send
    /// `text/html` first; `curl -H 'Accept: application/json'` does not.
    static func prefersJSON(_ accept: String?) -> Bool {
        guard let accept = accept?.lowercased() else { return false }
        return accept.contains("application/json") && !accept.contains("text/html")
    }
}
