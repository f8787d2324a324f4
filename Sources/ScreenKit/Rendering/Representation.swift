import HTTPCore

/// The three answers one presenter gives: the whole page, the screen's content alone for a
/// page that swaps it in (`htmx`, Turbo frames), or the view model as JSON. Every screen
/// response names the headers this depends on in `Vary`.
enum Representation: Equatable {
    case document
    /// The content without the shell; inside `<turbo-frame id>` when Turbo asked for a frame.
    case fragment(turboFrame: String?)
    case json

    static let varyHeader = "Accept, HX-Request, Turbo-Frame"

    init(_ headers: HTTPHeaders) {
        if Self.prefersJSON(headers["Accept"]) {
            self = .json
        } else if let frame = headers["Turbo-Frame"], !frame.isEmpty {
            self = .fragment(turboFrame: frame)
        } else if headers["HX-Request"] == "true" {
            self = .fragment(turboFrame: nil)
        } else {
            self = .document
        }
    }

    /// JSON for clients that ask for it and do not also accept HTML: browsers send
    /// `text/html` first; `curl -H 'Accept: application/json'` does not.
    static func prefersJSON(_ accept: String?) -> Bool {
        guard let accept = accept?.lowercased() else { return false }
        return accept.contains("application/json") && !accept.contains("text/html")
    }
}
