public import HTTPCore

extension ScreenClient {
    /// Posts `fields` and one file as `multipart/form-data`, as a browser sends a form with a
    /// file input, the last page's CSRF token among the fields.
    @discardableResult
    public func postMultipart(
        _ target: String, fields: KeyValuePairs<String, String> = [:], file: (field: String, filename: String, contentType: String, bytes: [UInt8]),
        accept: String = "text/html"
    ) throws -> ScreenResponse {
        let boundary = "----ScreenKitTestBoundary7MA4YWxkTrZu0gW"
        var body: [UInt8] = []
        func part(_ disposition: String, contentType: String?, _ content: [UInt8]) {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; \(disposition)\r\n".utf8)
            if let contentType { body += Array("Content-Type: \(contentType)\r\n".utf8) }
            body += Array("\r\n".utf8) + content + Array("\r\n".utf8)
        }
        var texts = fields.map { ($0.key, $0.value) }
        if let token = lastCSRFToken { texts.append(("csrf_token", token)) }
        for (name, value) in texts {
            part("name=\"\(name)\"", contentType: nil, Array(value.utf8))
        }
        part("name=\"\(file.field)\"; filename=\"\(file.filename)\"", contentType: file.contentType, file.bytes)
        body += Array("--\(boundary)--\r\n".utf8)
        var headers = HTTPHeaders()
        headers.add("Content-Type", "multipart/form-data; boundary=\(boundary)")
        return try send(.post, target, accept: accept, headers: headers, body: body)
    }
}
