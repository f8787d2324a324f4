/// Files served beside a responder's routes, such as a public folder. The server provides one;
/// the screen layer asks it for whatever no route claims.
///
/// ```swift
/// let files: any StaticFileSource = try StaticFiles(folder: "Public", cacheControl: "no-cache")
/// if let response = files.response(for: request) { return response }
/// ```
public protocol StaticFileSource: Sendable {
    /// The answer to a `GET` or `HEAD` of a file (200, or 304 when the client's copy is
    /// current), or `nil` when there is no such file.
    func response(for request: Request) -> Response?

    /// Whether a file is at these decoded path segments, so that other methods get 405.
    func contains(_ pathSegments: [String]) -> Bool
}
