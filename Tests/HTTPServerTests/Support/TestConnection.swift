import Glibc

/// A blocking HTTP/1.1 client over a real TCP socket, for tests that need control over every
/// byte: keep-alive, raw targets, partial requests, pipelining.
final class TestConnection {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let descriptor: Int32
    private var buffer: [UInt8] = []

    /// Connects to 127.0.0.1:`port`; reads give up after `timeoutSeconds`.
    init(port: Int, timeoutSeconds: Int = 10) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket failed") }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port)).bigEndian
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            // No close here: the object is fully initialized, so deinit runs and closes it.
            // Closing twice could close a descriptor another test has just been given.
            throw Failure(description: "connect failed: errno \(errno)")
        }
    }

    deinit {
        if descriptor >= 0 { Glibc.close(descriptor) }
    }

    func send(_ text: String) throws {
        try send(Array(text.utf8))
    }

    func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw Failure(description: "send failed: errno \(errno)") }
            offset += count
        }
    }

    /// Sends a request with `Host` and, when there is a body, `Content-Length`.
    func sendRequest(_ method: String, _ target: String, headers: [(String, String)] = [], body: [UInt8] = []) throws {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if !body.isEmpty { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        try send(Array(head.utf8) + body)
    }

    /// Reads one response; `head` tells that the request was a HEAD, whose response has no body.
    func readResponse(head: Bool = false) throws -> TestResponse {
        let headerEnd = try readUntilHeaderEnd()
        let headText = String(decoding: buffer[..<headerEnd], as: UTF8.self)
        buffer.removeFirst(headerEnd + 4)
        var lines = headText.split(separator: "\r\n", omittingEmptySubsequences: false)
        let statusLine = lines.removeFirst()
        let statusParts = statusLine.split(separator: " ", maxSplits: 2)
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
            throw Failure(description: "bad status line: \(statusLine)")
        }
        let headers: [(String, String)] = lines.compactMap { line in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters())
        }
        var response = TestResponse(status: status, headers: headers, body: [])
        if head || status == 304 || status == 204 { return response }
        if let length = response.header("Content-Length").flatMap({ Int($0) }) {
            try fill(atLeast: length)
            response.body = Array(buffer[..<length])
            buffer.removeFirst(length)
        } else if response.header("Transfer-Encoding")?.lowercased() == "chunked" {
            response.body = try readChunkedBody()
        } else {
            while try receiveMore() {}
            response.body = buffer
            buffer.removeAll()
        }
        return response
    }

    /// Whether the server closed the connection (a read returns end of file or a reset).
    func isClosedByServer() -> Bool {
        guard buffer.isEmpty else { return false }
        do { return try !receiveMore() } catch { return true }
    }

    private func readUntilHeaderEnd() throws -> Int {
        let marker: [UInt8] = [13, 10, 13, 10]
        var searchFrom = 0
        while true {
            if buffer.count >= 4 {
                for index in searchFrom...(buffer.count - 4) where Array(buffer[index..<index + 4]) == marker {
                    return index
                }
                searchFrom = buffer.count - 3
            }
            guard try receiveMore() else { throw Failure(description: "connection closed before the headers ended") }
        }
    }

    private func readChunkedBody() throws -> [UInt8] {
        var body: [UInt8] = []
        while true {
            let lineEnd = try readLineEnd()
            let sizeText = String(decoding: buffer[..<lineEnd], as: UTF8.self)
            buffer.removeFirst(lineEnd + 2)
            guard let size = Int(sizeText.split(separator: ";")[0], radix: 16) else { throw Failure(description: "bad chunk size") }
            try fill(atLeast: size + 2)
            body += buffer[..<size]
            buffer.removeFirst(size + 2)
            if size == 0 { return body }
        }
    }

    private func readLineEnd() throws -> Int {
        while true {
            if let index = buffer.indices.dropLast().first(where: { buffer[$0] == 13 && buffer[$0 + 1] == 10 }) { return index }
            guard try receiveMore() else { throw Failure(description: "connection closed in a chunk") }
        }
    }

    private func fill(atLeast count: Int) throws {
        while buffer.count < count {
            guard try receiveMore() else { throw Failure(description: "connection closed in the body") }
        }
    }

    /// Reads what is available; `false` at end of file.
    private func receiveMore() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 16_384)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count < 0 {
            if errno == ECONNRESET { return false }
            throw Failure(description: "recv failed: errno \(errno)")
        }
        buffer += chunk[..<count]
        return count > 0
    }
}

extension Substring {
    fileprivate func trimmingCharacters() -> String {
        String(drop { $0 == " " || $0 == "\t" })
    }
}
