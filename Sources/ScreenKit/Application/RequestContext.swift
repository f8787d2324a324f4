import HTTPCore
import Secrets

/// What the kit knows about one request while its coordinator runs: who is signed in and which
/// cookies change. One per request, used on one thread.
final class RequestContext {
    let request: Request
    let now: Int
    let secure: Bool
    var session: SessionRecord?
    var user: SignedInUser?
    /// The anonymous CSRF binding the browser sent, or one minted for this response.
    var anonymousBinding: String?
    var mintedAnonymousBinding = false
    /// The flash the previous response left, for the next page that shows it.
    let incomingFlash: FlashMessage?
    var cookies: [SetCookie] = []

    init(request: Request, now: Int, secure: Bool, anonymousBinding: String?, incomingFlash: FlashMessage?) {
        self.request = request
        self.now = now
        self.secure = secure
        self.anonymousBinding = anonymousBinding
        self.incomingFlash = incomingFlash
    }

    /// The current path with its query, for a `next=` that brings the user back here.
    var currentLocation: String {
        let query = request.query
        return query.isEmpty ? request.path : request.path + "?" + query.encoded
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
}
