import Foundation

/// Bytes in, bytes out over loopback TCP connections that the server closes.
enum RawHTTP {
    /// One request on a connection of its own, from `source`; the whole answer.
    static func exchange(_ request: [UInt8], port: Int, from source: LoopbackAddress = .standard) throws -> [UInt8] {
        let descriptor = try connect(port: port, from: source)
        defer { close(descriptor) }
        try send(request, on: descriptor)
        return receiveToEnd(descriptor)
    }

    /// A connected socket bound to `source` first; the caller closes it.
    static func connect(port: Int, from source: LoopbackAddress = .standard) throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ServerProcess.Failure(description: "cannot create a socket") }
        // Long enough for a burst of password hashes on a machine busy with other work: the
        // server's own budget decides when to refuse; this only stops a test that would hang.
        var timeout = timeval(tv_sec: 120, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var local = source.socketAddress(port: 0)
        let bound = withUnsafePointer(to: &local) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        var remote = LoopbackAddress.standard.socketAddress(port: port)
        let connected = bound == 0 && withUnsafePointer(to: &remote) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Foundation.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        } == 0
        guard connected else {
            let code = errno
            close(descriptor)
            throw ServerProcess.Failure(description: "cannot connect to \(port) from \(source): errno \(code)")
        }
        return descriptor
    }

    static func send(_ bytes: [UInt8], on descriptor: Int32) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { Foundation.send(descriptor, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw ServerProcess.Failure(description: "send failed") }
            sent += count
        }
    }

    /// Everything until the server closes the connection (or 20 s pass without a byte).
    static func receiveToEnd(_ descriptor: Int32) -> [UInt8] {
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            received += chunk[..<count]
        }
        return received
    }
}
