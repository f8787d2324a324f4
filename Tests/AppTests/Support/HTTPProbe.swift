import Foundation
import HTTPCore

/// One plain HTTP/1.1 exchange over a socket, with the connection closed after it.
enum HTTPProbe {
    struct Answer {
        let response: Response

        var status: Int { response.status.code }
        var body: String { String(decoding: response.body, as: UTF8.self) }

        func header(_ name: String) -> String? {
            response.headers[name]
        }
    }

    static func send(_ method: String, _ target: String, port: Int, body: String = "") throws -> Answer {
        let length = body.isEmpty ? "" : "Content-Length: \(body.utf8.count)\r\n"
        let request = Array("\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\(length)Connection: close\r\n\r\n\(body)".utf8)
        return Answer(response: try SocketResponder.parse(RawHTTP.exchange(request, port: port)))
    }
}
