#if canImport(Glibc)
import Glibc
#endif

/// A one-request HTTP client for `GET /healthz` on the loopback address.
struct HealthProbe {
    let port: Int
    let timeoutSeconds: Int

    /// The status code the server answered with.
    func status() throws(StartupError) -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw StartupError("cannot create a socket") }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))

        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(truncatingIfNeeded: port)).bigEndian
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw StartupError("nothing answers on 127.0.0.1:\(port)") }

        let request = Array("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
        guard request.withUnsafeBytes({ send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == request.count else {
            throw StartupError("cannot send the request")
        }
        var reply = [UInt8](repeating: 0, count: 64)
        var received = 0
        while received < 12 {
            let count = reply.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress! + received, $0.count - received, 0) }
            guard count > 0 else { throw StartupError("no answer from 127.0.0.1:\(port)") }
            received += count
        }
        // "HTTP/1.1 200"
        let statusText = String(decoding: reply[9..<12], as: UTF8.self)
        guard let status = Int(statusText) else { throw StartupError("not an HTTP answer") }
        return status
    }
}
