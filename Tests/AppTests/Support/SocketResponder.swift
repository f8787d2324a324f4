import Foundation
import HTTPCore
import HTTPServer

/// Sends each request over a real TCP connection to a running `screenkit`, so `ScreenClient`
/// (cookie jar, CSRF, HTML parsing) drives the real server instead of an in-process one.
struct SocketResponder: HTTPResponder {
    let port: Int
    /// The client address the server sees: each its own client to the per-address limits.
    var source = LoopbackAddress.standard

    func respond(to request: Request) throws -> Response {
        try Self.parse(RawHTTP.exchange(Self.bytes(of: request), port: port, from: source))
    }

    /// The request as it goes on the wire, asking the server to close the connection after it.
    static func bytes(of request: Request) -> [UInt8] {
        let query = request.query
        let target = query.isEmpty ? request.path : request.path + "?" + query.encoded
        var head = "\(request.method.rawValue) \(target) HTTP/1.1\r\n"
        for (name, value) in request.headers {
            head += "\(name): \(value)\r\n"
        }
        if !request.body.isEmpty || request.method == .post {
            head += "Content-Length: \(request.body.count)\r\n"
        }
        head += "Connection: close\r\n\r\n"
        return Array(head.utf8) + request.body
    }

    static func parse(_ bytes: [UInt8]) throws -> Response {
        guard let split = bytes.firstRange(of: Array("\r\n\r\n".utf8)) else {
            throw ServerProcess.Failure(description: "not an HTTP answer: \(String(decoding: bytes, as: UTF8.self))")
        }
        let lines = String(decoding: bytes[..<split.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ", maxSplits: 2)
        guard statusParts.count >= 2, let code = Int(statusParts[1]) else {
            throw ServerProcess.Failure(description: "bad status line: \(lines[0])")
        }
        var headers = HTTPHeaders()
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.add(String(line[..<colon]), String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces))
        }
        let status = HTTPStatus(code: code, reasonPhrase: statusParts.count > 2 ? String(statusParts[2]) : "")
        return Response(status: status, headers: headers, body: Array(bytes[split.upperBound...]))
    }
}
