import Foundation

/// One plain HTTP/1.1 exchange over a socket, with the connection closed after it.
enum HTTPProbe {
    struct Answer {
        let status: Int
        let head: String
        let body: String

        func header(_ name: String) -> String? {
            head.split(separator: "\r\n").first { $0.lowercased().hasPrefix(name.lowercased() + ":") }
                .map { String($0.dropFirst(name.count + 1).drop { $0 == " " }) }
        }
    }

    static func send(_ method: String, _ target: String, port: Int, body: String = "") throws -> Answer {
        let length = body.isEmpty ? "" : "Content-Length: \(body.utf8.count)\r\n"
        let request = Array("\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\(length)Connection: close\r\n\r\n\(body)".utf8)
        let received = try RawHTTP.exchange(request, port: port)
        let text = String(decoding: received, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n"), let status = Int(text.dropFirst(9).prefix(3)) else {
            throw ServerProcess.Failure(description: "not an HTTP answer: \(text)")
        }
        return Answer(status: status, head: String(text[..<split.lowerBound]), body: String(text[split.upperBound...]))
    }
}
