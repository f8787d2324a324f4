internal import CMicroHTTPD
#if canImport(Glibc)
import Glibc
#endif

/// The listening socket, opened here rather than by libmicrohttpd so that a failure can be
/// reported with its real cause ("address already in use") instead of a bare start failure.
struct ListenSocket {
    let descriptor: Int32
    let port: Int

    static func open(host: String, port: Int, backlog: Int) throws(HTTPServerError) -> ListenSocket {
        guard (0...65_535).contains(port) else {
            throw HTTPServerError(.invalidConfiguration, "port \(port) is not between 0 and 65535")
        }
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var resolved: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &resolved)
        guard status == 0, let address = resolved else {
            throw HTTPServerError(.addressNotResolved, "cannot resolve host '\(host)': \(String(cString: gai_strerror(status)))")
        }
        defer { freeaddrinfo(resolved) }

        // Non-blocking: the accepting thread polls it and accepts until the backlog is empty.
        let descriptor = socket(
            address.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard descriptor >= 0 else {
            throw HTTPServerError(.socketFailed, "cannot create a socket: \(lastErrorText())")
        }
        var enabled: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &enabled, socklen_t(MemoryLayout<Int32>.size))

        if bind(descriptor, address.pointee.ai_addr, address.pointee.ai_addrlen) != 0 {
            let code = errno
            close(descriptor)
            let place = "\(host):\(port)"
            switch code {
            case EADDRINUSE: throw HTTPServerError(.addressInUse, "cannot listen on \(place): the address is already in use")
            case EACCES: throw HTTPServerError(.permissionDenied, "cannot listen on \(place): permission denied")
            default: throw HTTPServerError(.socketFailed, "cannot listen on \(place): \(errorText(code))")
            }
        }
        guard listen(descriptor, Int32(backlog)) == 0 else {
            let code = errno
            close(descriptor)
            throw HTTPServerError(.socketFailed, "cannot listen on \(host):\(port): \(errorText(code))")
        }

        var bound = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let boundPort = withUnsafeMutablePointer(to: &bound) { storage in
            storage.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        } == 0 ? SocketAddress.port(of: &bound) : port
        return ListenSocket(descriptor: descriptor, port: boundPort)
    }

    private static func lastErrorText() -> String {
        errorText(errno)
    }

    private static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
