import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// An SMTP server of a few lines for one connection, on 127.0.0.1: it offers `AUTH PLAIN` but
/// never STARTTLS, takes every command and message, and keeps every byte the client sent, so
/// a test can tell what crossed the network in plain text.
final class PlainSMTPServer: Sendable {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let port: Int
    private let listener: Int32
    private let received = Mutex<[UInt8]>([])
    private let ended = DispatchSemaphore(value: 0)

    init() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        guard listener >= 0 else { throw Failure(description: "cannot create a socket") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && listen(listener, 1) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        guard listening else {
            close(listener)
            throw Failure(description: "cannot listen on 127.0.0.1")
        }
        self.listener = listener
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread { [self] in
            serveOneClient()
            ended.signal()
        }
    }

    deinit {
        close(listener)
    }

    /// Everything the client sent, once it has closed the connection (or never opened one).
    func finish() -> [UInt8] {
        // Wakes an `accept` still waiting when the client never connected.
        shutdown(listener, Int32(SHUT_RDWR))
        ended.wait()
        return received.withLock { $0 }
    }

    /// The client's lines, without their line ends.
    func finishLines() -> [String] {
        String(decoding: finish(), as: UTF8.self).split(separator: "\r\n", omittingEmptySubsequences: false).map(String.init)
    }

    private func serveOneClient() {
        let connection = accept(listener, nil, nil)
        guard connection >= 0 else { return }
        defer { close(connection) }
        send("220 127.0.0.1 ESMTP test\r\n", to: connection)
        var pending: [UInt8] = []
        var state = State.commands
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(connection, &buffer, buffer.count)
            guard count > 0 else { return }
            received.withLock { $0 += buffer[..<count] }
            pending += buffer[..<count]
            while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<end], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                pending.removeSubrange(...end)
                let (reply, next) = Self.answer(line, in: state)
                state = next
                if let reply { send(reply, to: connection) }
                if state == .closed { return }
            }
        }
    }

    private enum State {
        case commands, credentials, data, closed
    }

    private static func answer(_ line: String, in state: State) -> (String?, State) {
        switch state {
        case .credentials: return ("235 2.7.0 Accepted\r\n", .commands)
        case .data: return line == "." ? ("250 2.0.0 Accepted\r\n", .commands) : (nil, .data)
        case .commands, .closed: break
        }
        let words = line.split(separator: " ")
        switch words.first?.uppercased() {
        case "EHLO": return ("250-127.0.0.1\r\n250-AUTH PLAIN\r\n250 8BITMIME\r\n", .commands)
        case "HELO": return ("250 127.0.0.1\r\n", .commands)
        case "AUTH" where words.count > 2: return ("235 2.7.0 Accepted\r\n", .commands)
        case "AUTH": return ("334 \r\n", .credentials)
        case "MAIL", "RCPT", "RSET", "NOOP": return ("250 2.0.0 OK\r\n", .commands)
        case "DATA": return ("354 Go ahead\r\n", .data)
        case "QUIT": return ("221 2.0.0 Bye\r\n", .closed)
        default: return ("502 5.5.2 Not implemented\r\n", .commands)
        }
    }

    private func send(_ text: String, to connection: Int32) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            offset += written
        }
    }
}
