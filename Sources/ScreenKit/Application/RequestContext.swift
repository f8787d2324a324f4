public import HTTPCore
public import Localization
import Secrets

/// Everything known about one request, decided in one place and read by every layer: who is
/// asking (the session and its member), the form sent, the CSRF binding, the flash, the app's
/// own values, and what the response must set. The app's stages read it and add to it
/// (``RequestStage``); the route's coordinator sees it as a ``ScreenRequest``; the renderer
/// reads it.
///
/// One value, passed `inout` along the request's one path (``Application/respond(to:)``): no
/// layer keeps a copy that could fall behind.
public struct RequestContext: Sendable {
    public let request: Request
    /// Seconds since 1970, read once for the whole request.
    public let now: Int
    /// Reached over HTTPS: `--secure-cookies`, or a trusted proxy said so.
    public let secure: Bool
    /// The cookies the request carries, parsed once.
    public let cookies: Cookies
    /// The signed-in session, once the session stage found it.
    public internal(set) var session: SessionRecord?
    /// The member of ``session``.
    public internal(set) var user: SignedInUser?
    /// An identifier a stage gives the request (the app's request ids), written in every log
    /// line the kit writes for it.
    public var correlationID: String?
    /// The language the response is written in: the member's setting, else the visitor's
    /// `Accept-Language`, else English (``LanguageStage``).
    public internal(set) var language = Language.fallback
    /// Whether ``language`` came from `Accept-Language`, so a page names it in `Vary`.
    public internal(set) var languageNegotiated = false
    /// Whether a route will run for this request: `false` for the kit's own 404 and 405 and
    /// the server's refusals, which change nothing (so no form token is checked).
    public var runsRoute: Bool { end.runsRoute }
    /// What the request ends in once the stages let it through.
    let end: RequestEnd
    /// The values the app's stages put in the request (``subscript(_:)``).
    @usableFromInline private(set) var values = RequestValues()

    /// The anonymous CSRF binding the browser sent, or one minted for this response.
    var anonymousBinding: String?
    var mintedAnonymousBinding = false
    /// The flash the previous response left, for the next page that shows it.
    var incomingFlash: FlashMessage?
    /// A flash cookie that did not verify: cleared with this response.
    var clearsFlashCookie = false
    /// The flash this response leaves for the next page.
    @usableFromInline var outgoingFlash: FlashMessage?
    /// Whether this response showed ``incomingFlash``, which the next one must not show again.
    var showedIncomingFlash = false
    /// Session cookies this response sets or clears.
    var sessionCookies: [SetCookie] = []
    /// What kind of answer the response is, for the stages that add fields by kind.
    public internal(set) var answerKind = AnswerKind.page
    /// The rest of the request, when the screen's answer awaits: set by the route, taken by
    /// the application, which hands it to the server to run as a task.
    @usableFromInline var awaitedWork: AwaitedWork?
    /// What the stages add to the response once an awaited answer has come, nearest the route
    /// first (``StageNext``).
    var finishes: [StageNext.Finish] = []
    /// The form fields of a request with a body, decoded on first use.
    private var decodedForm: FormData?

    init(request: Request, now: Int, secure: Bool, end: RequestEnd) {
        self.request = request
        self.now = now
        self.secure = secure
        self.end = end
        cookies = request.cookies
    }

    /// The value of `key` an app's stage put in this request, for the stages after it and the
    /// screens (``ScreenRequest/subscript(_:)``); `nil` until one does.
    ///
    /// ```swift
    /// enum Tenant: RequestValueKey { typealias Value = TenantID }
    /// context[Tenant.self] = TenantID(host: context.request.host)
    /// ```
    public subscript<Key: RequestValueKey>(key: Key.Type) -> Key.Value? {
        get { values[key] }
        set { values[key] = newValue }
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
    mutating func bindingForNewToken() -> CSRFProtection.Binding {
        if let binding = csrfBinding { return binding }
        let minted = SecureRandom.token(byteCount: 16)
        anonymousBinding = minted
        mintedAnonymousBinding = true
        return .anonymous(minted)
    }

    /// The browser's anonymous binding, minted (and then set as a cookie) when it has none: what
    /// a value that must stay in this browser, such as a pending sign-in, is bound to.
    mutating func anonymousBindingForCookie() -> String {
        if let anonymousBinding { return anonymousBinding }
        let minted = SecureRandom.token(byteCount: 16)
        anonymousBinding = minted
        mintedAnonymousBinding = true
        return minted
    }

    /// The body as form fields, from either encoding a form may use.
    ///
    /// - Throws: ``FormBodyError`` for another content type (415), or the decoder's error
    ///   (400, 413) for a body that does not decode.
    public mutating func form() throws -> FormData {
        if let decodedForm { return decodedForm }
        guard let contentType = request.contentType else { throw FormBodyError() }
        let form: FormData
        switch contentType.mediaType {
        case ContentType.formURLEncoded:
            form = FormData(try request.formFields())
        case ContentType.multipartFormData:
            form = try FormData(multipart: request.body, boundary: contentType.parameters["boundary"] ?? "")
        default:
            throw FormBodyError()
        }
        decodedForm = form
        return form
    }
}

/// What kind of answer a response is: the security fields it needs depend on it. A status
/// screen is a page (or its JSON).
public enum AnswerKind: Sendable, Equatable {
    /// A screen as HTML (the whole page, or its content for htmx and Turbo).
    case page
    /// A screen's model as JSON.
    case data
    /// A stored file served as itself; it carries its own policy.
    case file
    /// A 303.
    case redirect
}

/// A form route's body in a type no form is sent as. Its status screen words it in the page's
/// language (``statusMessage``); `publicMessage` is for callers that know none.
struct FormBodyError: HTTPResponseError {
    var status: HTTPStatus { .unsupportedMediaType }
    var publicMessage: String { StatusView.defaultMessage(for: .unsupportedMediaType, in: .fallback) }
}

extension HTTPResponseError {
    /// The message for the error's status screen in `language`: `nil`, the status's usual
    /// wording in the page's language, for the kit's own refusal and for any error whose
    /// words are the fallback language's only (the HTTP layer's, a store's), in a page of
    /// another language; the error's own words otherwise.
    func statusMessage(in language: Language) -> String? {
        self is FormBodyError || language != .fallback ? nil : publicMessage
    }
}
