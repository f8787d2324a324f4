import HTTPCore
import Localization

/// Chooses the language a response is written in, once per request: the signed-in member's
/// own setting, else the visitor's `Accept-Language` (quality values honoured), else English.
/// Only a page whose language the header chose names it in `Vary` (``ApplicationServices``),
/// so a cache keeps one copy per language; a member's setting does not depend on the header.
struct LanguageStage: RequestStage {
    static let headerName = "Accept-Language"

    func handle(_ context: inout RequestContext, next: StageNext) throws -> Response {
        if let chosen = context.user?.language {
            context.languageNegotiated = false
            context.language = chosen
        } else {
            context.languageNegotiated = true
            context.language = Self.negotiate(context.request.headers)
        }
        return next(&context)
    }

    /// The header's choice, read from its bytes where they lie; English when it names no
    /// language the app speaks or is absent.
    static func negotiate(_ headers: HTTPHeaders) -> Language {
        // Through the non-generic walk: `firstValue`'s result type is generic, and outside
        // HTTPCore it is looked up at run time on every call.
        var chosen: Language?
        var read = false
        headers.forEachValue(named: headerName) { bytes in
            guard !read else { return }
            read = true
            chosen = AcceptLanguage.preferredLanguage(bytes: bytes)
        }
        return chosen ?? .fallback
    }
}
