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
    /// For a page in the language the visitor's `Accept-Language` chose (``LanguageStage``).
    static let varyHeaderWithLanguage = "Accept, Accept-Language, HX-Request, Turbo-Frame"

    /// Reads the three headers in one pass over the request's header bytes; only a Turbo
    /// frame's name becomes a string.
    init(_ headers: HTTPHeaders) {
        var acceptSeen = false
        var prefersJSON = false
        var frame: String?
        var htmx = false
        headers.forEachField { name, value in
            switch name.count {
            case 6 where !acceptSeen && Self.named(name, "accept"):
                acceptSeen = true
                prefersJSON = Self.prefersJSON(value)
            case 11 where frame == nil && Self.named(name, "turbo-frame"):
                frame = String(decoding: value, as: UTF8.self)
            case 10 where Self.named(name, "hx-request"):
                htmx = htmx || value.elementsEqual("true".utf8)
            default: break
            }
            return true
        }
        if prefersJSON {
            self = .json
        } else if let frame, !frame.isEmpty {
            self = .fragment(turboFrame: frame)
        } else {
            self = htmx ? .fragment(turboFrame: nil) : .document
        }
    }

    private static func named(_ name: UnsafeBufferPointer<UInt8>, _ lowercased: StaticString) -> Bool {
        lowercased.withUTF8Buffer { expected in
            name.elementsEqual(expected, by: matchesLowercased)
        }
    }

    /// Whether `byte` is `lowercased` in either ASCII case.
    private static func matchesLowercased(_ byte: UInt8, _ lowercased: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) == lowercased
    }

    /// JSON for clients that ask for it and do not also accept HTML: browsers send
    /// `text/html` first; `curl -H 'Accept: application/json'` does not.
    static func prefersJSON(_ accept: String?) -> Bool {
        guard var text = accept else { return false }
        return text.withUTF8 { prefersJSON($0) }
    }

    static func prefersJSON(_ accept: UnsafeBufferPointer<UInt8>) -> Bool {
        contains(accept, "application/json") && !contains(accept, "text/html")
    }

    /// Whether `bytes` hold `lowercased`, ignoring ASCII case: header values are ASCII, and
    /// this runs on every screen request.
    private static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ lowercased: StaticString) -> Bool {
        lowercased.withUTF8Buffer { needle in
            guard let first = needle.first, bytes.count >= needle.count else { return false }
            for start in 0...(bytes.count - needle.count) where matchesLowercased(bytes[start], first) {
                if UnsafeBufferPointer(rebasing: bytes[start..<(start + needle.count)]).elementsEqual(needle, by: matchesLowercased) {
                    return true
                }
            }
            return false
        }
    }
}
