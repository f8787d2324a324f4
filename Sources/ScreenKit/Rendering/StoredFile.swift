import HTTPCore

/// Bytes an ``Answer`` serves as themselves: an uploaded picture, a message's HTML part.
public struct StoredFile: Sendable, Equatable {
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

    /// The file as its own answer: 304 when the browser's copy is current.
    func response(to request: Request) -> Response {
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
