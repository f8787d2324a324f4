import HTTPCore
import ScreenKitTesting
import Testing

extension ScreenClient {
    /// The form POST this browser would send now (its cookies, the last page's CSRF token),
    /// built but not sent: for requests a test sends together (``SimultaneousRequests``).
    func formRequest(_ target: String, fields: [(String, String)], sourceLocation: SourceLocation = #_sourceLocation) throws -> Request {
        let token = try #require(lastCSRFToken, sourceLocation: sourceLocation)
        let body = (fields + [("csrf_token", token)])
            .map { URLEncodedForm.encode($0.0) + "=" + URLEncodedForm.encode($0.1) }.joined(separator: "&")
        var headers = HTTPHeaders()
        headers.add("Host", "localhost")
        headers.add("Accept", "text/html")
        headers.add("Cookie", try #require(cookies.headerValue, sourceLocation: sourceLocation))
        headers.add("Content-Type", ContentType.formURLEncoded)
        return try Request(method: .post, target: target, headers: headers, body: Array(body.utf8))
    }
}
