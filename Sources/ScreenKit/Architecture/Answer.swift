public import HTTPCore

/// What a presenter's action decided, as a value: show the screen with a model (or with the
/// problems the user must correct, or refusing to go on for now), go to one of the screen's
/// destinations, or answer with a status screen. The kit renders it with the screen's view, or
/// asks the screen's coordinator where a destination is; nothing is stored on the side to be
/// read back later, so an action that decided nothing does not compile.
///
/// ```swift
/// func save(id: Int, name: String, bio: String) throws -> Answer<EditUserViewModel, Destination> {
///     guard id == viewer.id else { return .forbidden(UserText.editingForbidden.text()) }
///     var model = EditUserViewModel(id: id, name: name, bio: bio)
///     guard let name = validateName(name).value(reportingTo: &model.nameError) else { return .problems(model) }
///     try users.updateProfile(id: id, name: name, bio: bio)
///     return .go(.profile(id: id), flash: .success(UserText.profileSaved.text()))
/// }
/// ```
///
/// A change to the visitor's session (signing in or out, a new id) travels with the answer
/// (``signingIn(_:remember:)``…) and is applied by the kit in one place, after the action.
public struct Answer<Model, Destination> {
    public enum Decision {
        /// The screen with `model`: 200.
        case show(Model)
        /// The screen again with what the user must correct: 422.
        case problems(Model)
        /// The screen refusing to go on for now: 429 with `Retry-After`.
        case throttled(Model, retryAfterSeconds: Int)
        /// A 303 to where the screen's coordinator says `Destination` is.
        case go(Destination)
        /// The kit's status screen (403, 404, 429…) with a message safe for anyone to read;
        /// `nil` is the status's usual wording, chosen when the page's language is known.
        case status(HTTPStatus, message: String?)
        /// Bytes served as themselves, such as a member's picture.
        case file(StoredFile)
        /// The answer its work gives once what it waits for has come (``awaiting(deadline:_:)``).
        case awaiting(AwaitedAnswer<Model, Destination>)
    }

    public let decision: Decision
    /// A message for the next page, after a redirect.
    public let flash: FlashMessage?
    /// What the kit does to the visitor's session before it answers.
    public let sessionChange: SessionChange?
    /// Response fields beyond the kit's own (such as `Retry-After` on a status screen).
    public let headers: [(name: String, value: String)]

    @inlinable
    init(
        _ decision: Decision, flash: FlashMessage? = nil, sessionChange: SessionChange? = nil,
        headers: [(name: String, value: String)] = []
    ) {
        self.decision = decision
        self.flash = flash
        self.sessionChange = sessionChange
        self.headers = headers
    }

    @inlinable
    public static func show(_ model: Model) -> Answer {
        Answer(.show(model))
    }

    @inlinable
    public static func problems(_ model: Model) -> Answer {
        Answer(.problems(model))
    }

    @inlinable
    public static func throttled(_ model: Model, retryAfterSeconds: Int) -> Answer {
        Answer(.throttled(model, retryAfterSeconds: max(1, retryAfterSeconds)))
    }

    /// A 303 to `destination` (post/redirect/get), leaving `flash` for the next page.
    @inlinable
    public static func go(_ destination: Destination, flash: FlashMessage? = nil) -> Answer {
        Answer(.go(destination), flash: flash)
    }

    /// The kit's status screen; the status's usual wording when there is no message.
    public static func status(_ status: HTTPStatus, message: String? = nil) -> Answer {
        Answer(.status(status, message: message))
    }

    /// 404 with `message`.
    @inlinable
    public static func notFound(_ message: String) -> Answer {
        status(.notFound, message: message)
    }

    /// 403 with `message`.
    @inlinable
    public static func forbidden(_ message: String) -> Answer {
        status(.forbidden, message: message)
    }

    /// 429 as a status screen, for an action with no page of its own.
    @inlinable
    public static func tooManyRequests(_ message: String, retryAfterSeconds: Int) -> Answer {
        Answer(
            .status(.tooManyRequests, message: message),
            headers: [(name: "Retry-After", value: String(max(1, retryAfterSeconds)))])
    }

    /// A stored file served as itself, with `tag` as its entity tag: a request that names the
    /// tag in `If-None-Match` gets 304 and no body. `immutable` when the address the file was
    /// asked at names this very version (a `?v=` the app puts in its links), so browsers keep
    /// it without asking again.
    public static func file(_ bytes: [UInt8], contentType: String, tag: String, immutable: Bool = false) -> Answer {
        Answer(.file(StoredFile(bytes: bytes, contentType: contentType, tag: tag, immutable: immutable)))
    }

    /// Bytes the browser saves as a file named `filename` rather than shows (`Content-Disposition:
    /// attachment`), kept by no cache (`no-store`): for something made for this one request,
    /// such as a member's recovery codes. Characters of `filename` other than letters, digits,
    /// dots, dashes and underscores become dashes. It answers 200 with the bytes as they are, and
    /// the screen's view is not rendered: the browser saves the file and stays on its page.
    ///
    /// ```swift
    /// func export() async throws -> Answer<ExportViewModel, Never> {
    ///     let rows = try await dependencies.reports.rows(for: viewer.id)
    ///     let csv = rows.map { "\($0.day),\($0.count)" }.joined(separator: "\n") + "\n"
    ///     return .download(Array(csv.utf8), contentType: "text/csv; charset=utf-8", filename: "report.csv")
    /// }
    /// ```
    ///
    /// A presenter test reads the file back with ScreenKitTesting's `answer.download`, and a
    /// screen test with `try client.get("/report.csv").download()`; both give a `FileDownload`:
    /// `#expect(answer.download == FileDownload(filename: "report.csv", contentType: "text/csv; charset=utf-8", text: "2025-01-02,3\n"))`.
    public static func download(_ bytes: [UInt8], contentType: String, filename: String) -> Answer {
        Answer(.file(StoredFile(
            bytes: bytes, contentType: contentType, tag: "", immutable: false,
            attachmentName: StoredFile.safeFileName(filename))))
    }

    /// An answer that waits for something outside the server (a mail server, an HTTP API): the
    /// kit answers with the answer `work` returns, rendered as any other. No request thread
    /// waits meanwhile: the connection is held aside and `work` runs as a task, in the page's
    /// language and, for a `GET`, with the request's read snapshot; past `deadline` the visitor
    /// gets 503 with `Retry-After`, and one who goes away cancels the task.
    ///
    /// ```swift
    /// func start(_ request: ScreenRequest<SignedInUser, Void, NoFields>) throws -> Answer<StatusView.Model, Destination> {
    ///     let presenter = ResendConfirmationPresenter(dependencies, viewer: request.viewer)
    ///     return .awaiting { try await presenter.resend(from: request.clientAddress) }
    /// }
    /// ```
    ///
    /// The rest of the coordinator is as for any screen, and so is its route line.
    public static func awaiting(
        deadline: Duration = PendingResponse.defaultDeadline, _ work: @escaping @Sendable () async throws -> Answer
    ) -> Answer {
        Answer(.awaiting(AwaitedAnswer(deadline: deadline, work: work)))
    }

    /// An HTML document that is not one of the app's pages (the HTML part of a message), served
    /// as itself in a sandbox: its own inline styles apply, and nothing else runs or loads.
    public static func sandboxedDocument(_ html: [UInt8], tag: String) -> Answer {
        Answer(.file(StoredFile(
            bytes: html, contentType: "text/html; charset=utf-8", tag: tag, immutable: false,
            contentSecurityPolicy: StoredFile.sandboxedDocumentPolicy)))
    }

    /// The same answer, starting a session for `user` with a new id (any previous session
    /// ends: no fixation). A remembered session's cookie outlives the browser; `method` is
    /// kept with the session for its member's devices page. With `trust`, the browser also
    /// keeps a ``BrowserTrust`` for ``BrowserTrust/lifetimeSeconds``.
    @inlinable
    public func signingIn(
        _ user: SignedInUser, remember: Bool = false, method: SignInMethod = .password, trustingBrowser trust: BrowserTrust? = nil
    ) -> Answer {
        with(.signIn(user, remember: remember, method: method, trust: trust))
    }

    /// The same answer, keeping `pending` in a short-lived signed cookie for the screen of the
    /// second step, which reads it as ``ScreenRequest/pendingSignIn`` and ends it by signing
    /// in. No session starts.
    @inlinable
    public func awaitingSecondStep(_ pending: PendingSignIn) -> Answer {
        with(.awaitSecondStep(pending))
    }

    /// The same answer, ending the session and telling the browser to forget its id.
    @inlinable
    public func signingOut() -> Answer {
        with(.signOut)
    }

    /// The same answer, giving the session a new id (as after a password change): a copy of
    /// the old id taken earlier no longer works. Its device, times and "remember me" stay.
    @inlinable
    public func renewingSession() -> Answer {
        with(.renew)
    }

    /// The same answer, recording that the member just typed their password again (opening the
    /// window of ``Access/requiresRecentSignIn``) with a new session id, as signing in does.
    @inlinable
    public func confirmingIdentity() -> Answer {
        with(.confirmIdentity)
    }

    @inlinable
    func with(_ change: SessionChange) -> Answer {
        Answer(decision, flash: flash, sessionChange: change, headers: headers)
    }
}

extension Answer: Sendable where Model: Sendable, Destination: Sendable {}

extension Answer: Equatable where Model: Equatable, Destination: Equatable {
    public static func == (lhs: Answer, rhs: Answer) -> Bool {
        lhs.decision == rhs.decision && lhs.flash == rhs.flash && lhs.sessionChange == rhs.sessionChange
            && lhs.headers.elementsEqual(rhs.headers) { $0.name == $1.name && $0.value == $1.value }
    }
}

extension Answer.Decision: Sendable where Model: Sendable, Destination: Sendable {}
extension Answer.Decision: Equatable where Model: Equatable, Destination: Equatable {}

/// A change to the visitor's session that an ``Answer`` asks for.
public enum SessionChange: Sendable, Equatable {
    case signIn(SignedInUser, remember: Bool, method: SignInMethod, trust: BrowserTrust? = nil)
    /// The first step passed; no session until a second step does.
    case awaitSecondStep(PendingSignIn)
    case signOut
    case renew
    case confirmIdentity
}
