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

    /// Reads the three headers in one pass over the request's headers.
    init(_ headers: HTTPHeaders) {
        var accept: String?
        var frame: String?
        var htmx = false
        for field in headers {
            switch field.name.utf8.count {
            case 6 where accept == nil && Self.named(field.name, "accept"): accept = field.value
            case 11 where frame == nil && Self.named(field.name, "turbo-frame"): frame = field.value
            case 10 where Self.named(field.name, "hx-request"): htmx = htmx || field.value == "true"
            default: break
            }
        }
        if Self.prefersJSON(accept) {
            self = .json
        } else if let frame, !frame.isEmpty {
            self = .fragment(turboFrame: frame)
        } else {
            self = htmx ? .fragment(turboFrame: nil) : .document
        }
    }

    private static func named(_ name: String, _ lowercased: StaticString) -> Bool {
        lowercased.withUTF8Buffer { expected in
            name.utf8.elementsEqual(expected, by: matchesLowercased)
        }
    }

    /// Whether `byte` is `lowercased` in either ASCII case.
    private static func matchesLowercased(_ byte: UInt8, _ lowercased: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) == lowercased
    }

    /// JSON for clients that ask for it and do not also accept HTML: browsers send
    /// `text/html` first; `curl -H 'Accept: application/json'` does not.
    static func prefersJSON(_ accept: String?) -> Bool {
        guard let accept else { return false }
        return contains(accept, "application/json") && !contains(accept, "text/html")
    }

    /// Whether `text` holds `lowercased`, ignoring ASCII case: a scan of bytes, since header
    /// values are ASCII and this runs on every screen request.
    private static func contains(_ text: String, _ lowercased: StaticString) -> Bool {
        lowercased.withUTF8Buffer { needle in
            let bytes = text.utf8
            guard let first = needle.first, bytes.count >= needle.count else { return false }
            var start = bytes.startIndex
            let lastStart = bytes.index(bytes.endIndex, offsetBy: -needle.count)
            while start <= lastStart {
                if matchesLowercased(bytes[start], first),
                   bytes[start...].prefix(needle.count).elementsEqual(needle, by: matchesLowercased) {
                    return true
                }
                start = bytes.index(after: start)
            }
            return false
        }
    }
}
