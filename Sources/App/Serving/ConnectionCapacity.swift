import HTTPServer

#if canImport(Glibc)
import Glibc
#endif

/// What the system allows the server's connection caps: the process's limit on open
/// descriptors, raised here to what `--max-connections` needs (up to the hard limit, as a
/// container or systemd sets it), and the kernel's cap on the listen backlog.
enum ConnectionCapacity {
    /// Descriptors besides client connections: the listening and wake-up sockets, the database,
    /// the log, the metrics listener, refused clients being let go.
    static let spareDescriptors = 512

    /// Raises the soft descriptor limit if the connection cap needs it. Returns one line for
    /// each limit the system sets below the flags, to be logged as a warning.
    static func prepare(for configuration: HTTPServerConfiguration) -> [String] {
        var warnings: [String] = []
        let needed = rlim_t(configuration.maxConnections + spareDescriptors)
        var limit = rlimit()
        if getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 && limit.rlim_cur < needed {
            let raised = min(needed, limit.rlim_max)
            var wanted = rlimit(rlim_cur: raised, rlim_max: limit.rlim_max)
            let reached = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &wanted) == 0 ? raised : limit.rlim_cur
            if reached < needed {
                warnings.append(
                    "open files are limited to \(reached) (ulimit -n), too few for --max-connections \(configuration.maxConnections): "
                        + "past about \(Int(reached) - spareDescriptors) connections new clients wait in the listen backlog")
            }
        }
        if let somaxconn = kernelBacklogCap(), somaxconn < configuration.listenBacklog {
            warnings.append(
                "the kernel caps the listen backlog at \(somaxconn) (net.core.somaxconn), below --listen-backlog \(configuration.listenBacklog)")
        }
        return warnings
    }

    /// `net.core.somaxconn`, or `nil` where it cannot be read.
    private static func kernelBacklogCap() -> Int? {
        let descriptor = open("/proc/sys/net/core/somaxconn", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 16)
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        return Int(String(decoding: bytes[..<count], as: UTF8.self).filter(\.isNumber))
    }
}
