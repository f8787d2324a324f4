import HTTPCore

#if canImport(Glibc)
import Glibc
#endif

/// A short, complete plain-text answer written straight to a client's socket, for refusals
/// that cannot go through libmicrohttpd's response machinery: a client past the per-address
/// cap (never handed to libmicrohttpd), and a request whose head left libmicrohttpd too little
/// of the connection's memory to write an answer's head into.
enum DirectAnswer {
    /// The answer's bytes, with the `Date` an origin server must send and `Connection: close`:
    /// the server closes the connection after it.
    static func bytes(
        _ status: HTTPStatus, message: String, retryAfterSeconds: Int? = nil, strictTransportSecurity: Bool
    ) -> [UInt8] {
        var head = "HTTP/1.1 \(status.code) \(status.reasonPhrase)\r\nDate: \(HTTPDate.format(secondsSince1970: time(nil)))\r\n"
        if let retryAfterSeconds {
            head += "Retry-After: \(retryAfterSeconds)\r\n"
        }
        head += "Connection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: \(message.utf8.count)\r\n"
        if strictTransportSecurity {
            head += "\(StrictTransportSecurity.name): \(StrictTransportSecurity.value)\r\n"
        }
        return Array((head + "\r\n" + message).utf8)
    }

    /// Writes `answer` without waiting: a socket's send buffer takes a few hundred bytes whole,
    /// and a client that has already gone has nobody left to answer.
    static func send(_ answer: [UInt8], to descriptor: Int32) {
        _ = answer.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
    }
}
