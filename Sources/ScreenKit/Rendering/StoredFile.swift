import HTTPCore

/// Bytes an ``Answer`` serves as themselves: an uploaded picture, a message's HTML part, or a
/// file the browser saves (``Answer/download(_:contentType:filename:)``).
///
/// Readable, so that a presenter test can look at the file an action answered with
/// (`answer.file?.bytes`, or `answer.download` from ScreenKitTesting).
public struct StoredFile: Sendable, Equatable {
    public let bytes: [UInt8]
    /// The `Content-Type` it is served with.
    public let contentType: String
    /// Its version, the `ETag` a browser revalidates with; empty for a download.
    public let tag: String
    /// Whether browsers keep it without asking again: its address names this very version.
    public let immutable: Bool
    /// Whatever the bytes are, a browser that opens them as a document runs and loads nothing.
    var contentSecurityPolicy = "default-src 'none'"
    /// The name a download is saved under: the browser saves it rather than shows it, and
    /// nothing keeps a copy (no tag, `no-store`), since such a file is made for one request.
    /// `nil` for a file the browser shows.
    public internal(set) var attachmentName: String?

    static let sandboxedDocumentPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox"

    /// The `ETag` value: the tag, quoted.
    var entityTag: String { "\"" + tag + "\"" }

    /// Whether `If-None-Match` names this version (or any, `*`): the browser's copy is current.
    func isCurrent(ifNoneMatch: String?) -> Bool {
        ifNoneMatch.map { EntityTag.matches(ifNoneMatch: $0, entityTag: entityTag) } ?? false
    }

    /// A file name safe in a quoted header parameter and on any file system: letters, digits,
    /// dots, dashes and underscores; anything else becomes a dash.
    static func safeFileName(_ name: String) -> String {
        let kept = name.unicodeScalars.map { scalar -> Character in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", ".", "-", "_": Character(scalar)
            default: "-"
            }
        }
        // A name of dots alone would name a folder.
        return kept.contains { $0 != "." } ? String(kept) : "download"
    }

    /// The file as its own answer: 304 when the browser's copy is current.
    func response(to request: Request) -> Response {
        if let attachmentName {
            var response = Response(status: .ok)
            response.body = bytes
            response.headers.add("Content-Type", contentType)
            response.headers.add("Content-Disposition", "attachment; filename=\"\(attachmentName)\"")
            response.headers.add("Cache-Control", "no-store")
            SecurityHeaders.applyToFile(to: &response.headers, policy: contentSecurityPolicy)
            return response
        }
        let current = isCurrent(ifNoneMatch: request.headers["If-None-Match"])
        var response = Response(status: current ? .notModified : .ok)
        if !current {
            response.body = bytes
            response.headers.add("Content-Type", contentType)
        }
        response.headers.add("ETag", entityTag)
        response.headers.add("Cache-Control", immutable ? "private, max-age=31536000, immutable" : "private, no-cache")
        SecurityHeaders.applyToFile(to: &response.headers, policy: contentSecurityPolicy)
        return response
    }
}
