public import HTTPCore

/// How a request ends, as its coordinator decided: a page, a redirect, or a status screen.
/// Everything the response needs travels with it — the status, extra headers such as
/// `Retry-After`, the flash for the next page — so the kit settles cookies and renders in one
/// place, after the coordinator is done.
///
/// ```swift
/// return outcome ?? .show(page)
/// outcome = .redirect(to: UserPaths.detail(id), flash: .success("Profile saved"))
/// outcome = .notFound("There is no such member.")
/// ```
public struct Outcome {
    enum Content {
        case page(any ShownPage)
        case redirect(location: String)
        case statusScreen(message: String)
        /// The route's access rule turned the visitor away; the kit knows where to send them.
        case accessRefused(AccessRule)
        /// The coordinator answered with a page its presenter never filled.
        case nothingShown
        /// Bytes served as themselves, such as an uploaded image.
        case file(StoredFile)

        /// Whether the answer is a screen rather than a redirect.
        var isScreen: Bool {
            switch self {
            case .page, .statusScreen, .nothingShown: true
            case .redirect, .accessRefused, .file: false
            }
        }
    }

    let content: Content
    public let status: HTTPStatus
    public private(set) var headers: [(name: String, value: String)]
    /// A message for the page after a redirect.
    public let flash: FlashMessage?

    init(_ content: Content, status: HTTPStatus, headers: [(name: String, value: String)] = [], flash: FlashMessage? = nil) {
        self.content = content
        self.status = status
        self.headers = headers
        self.flash = flash
    }

    /// A visitor the route's access rule turns away; the kit knows where to send them.
    @usableFromInline
    static func refused(_ rule: AccessRule) -> Outcome {
        Outcome(.accessRefused(rule), status: .seeOther)
    }

    /// The screen's page, with the status its presentation calls for (200, 422, or 429 with
    /// `Retry-After`).
    public static func show<View: ScreenView>(_ page: Page<View>) -> Outcome {
        guard page.hasModel else { return Outcome(.nothingShown, status: .internalServerError) }
        switch page.presentation {
        case .normal:
            return Outcome(.page(page), status: .ok)
        case .problems:
            return Outcome(.page(page), status: .unprocessableContent)
        case .throttled(let seconds):
            return Outcome(.page(page), status: .tooManyRequests, headers: [(name: "Retry-After", value: String(seconds))])
        }
    }

    /// A 303 to a local path (post/redirect/get), leaving `flash` for the next page.
    public static func redirect(to location: String, flash: FlashMessage? = nil) -> Outcome {
        Outcome(.redirect(location: location), status: .seeOther, flash: flash)
    }

    /// A 303 to a destination of another feature, through the app's flow.
    public static func redirect<Flow: FlowType>(
        to destination: Flow.Destination, in flow: Flow, flash: FlashMessage? = nil
    ) -> Outcome {
        redirect(to: flow.location(of: destination), flash: flash)
    }

    /// The kit's status screen (403, 404, …) with a message safe for anyone to read; the
    /// status's usual wording when there is none.
    public static func status(_ status: HTTPStatus, message: String? = nil) -> Outcome {
        Outcome(.statusScreen(message: message ?? StatusView.defaultMessage(for: status)), status: status)
    }

    /// 404 with `message`.
    public static func notFound(_ message: String) -> Outcome {
        status(.notFound, message: message)
    }

    /// 403 with `message`.
    public static func forbidden(_ message: String) -> Outcome {
        status(.forbidden, message: message)
    }

    /// A stored file served as itself, with `tag` as its entity tag: a request that names the
    /// tag in `If-None-Match` gets 304 and no body. `immutable` when the address the file was
    /// asked at names this very version (a `?v=` the app puts in its links), so browsers keep
    /// it without asking again.
    public static func file(_ bytes: [UInt8], contentType: String, tag: String, immutable: Bool = false) -> Outcome {
        Outcome(.file(StoredFile(bytes: bytes, contentType: contentType, tag: tag, immutable: immutable)), status: .ok)
    }

    /// An HTML document that is not one of the app's pages (the HTML part of a message), served
    /// as itself in a sandbox: its own inline styles apply, and nothing else runs or loads — no
    /// script, no form, no request to anywhere, a unique origin that reads no cookie.
    public static func sandboxedDocument(_ html: [UInt8], tag: String) -> Outcome {
        Outcome(
            .file(StoredFile(
                bytes: html, contentType: "text/html; charset=utf-8", tag: tag, immutable: false,
                contentSecurityPolicy: StoredFile.sandboxedDocumentPolicy)),
            status: .ok)
    }

    /// The same outcome with one more response header.
    public func adding(header name: String, _ value: String) -> Outcome {
        var copy = self
        copy.headers.append((name: name, value: value))
        return copy
    }
}

/// What ``Outcome/file(_:contentType:tag:immutable:)`` serves.
struct StoredFile {
    let bytes: [UInt8]
    let contentType: String
    let tag: String
    let immutable: Bool
    /// Whatever the bytes are, a browser that opens them as a document runs and loads nothing.
    var contentSecurityPolicy = "default-src 'none'"

    static let sandboxedDocumentPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox"

    /// The `ETag` value: the tag, quoted.
    var entityTag: String { "\"" + tag + "\"" }

    /// Whether `If-None-Match` names this version (or any, `*`): the browser's copy is current.
    func isCurrent(ifNoneMatch: String?) -> Bool {
        ifNoneMatch.map { EntityTag.matches(ifNoneMatch: $0, entityTag: entityTag) } ?? false
    }
}
