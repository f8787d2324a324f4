public import HTTPCore

#if canImport(Glibc)
import Glibc
#endif

/// Where the server listens and the limits it enforces before any handler runs.
///
/// The defaults are safe for a public server; libmicrohttpd's own defaults are not (no
/// timeout, no per-address cap), so every one of them is set explicitly at start.
public struct HTTPServerConfiguration: Sendable {
    /// An IPv4 or IPv6 address or a host name; `0.0.0.0` listens everywhere.
    public var host: String = "127.0.0.1"
    /// `0` asks the kernel for a free port; ``HTTPServer/port`` tells which after start.
    public var port: Int = 8080
    /// Threads in libmicrohttpd's pool, each with its own epoll loop.
    public var threads: Int = HTTPServerConfiguration.processorCount
    /// A connection idle this long is closed (slow clients included).
    public var connectionTimeoutSeconds: Int = 30
    /// Connections open at once. Past it the server stops accepting: new clients wait in the
    /// listen backlog (``listenBacklog``) until a connection closes, and while they wait, idle
    /// keep-alive connections are closed for them.
    public var maxConnections: Int = 1024
    /// Connections open at once from one client: an IPv4 address, or an IPv6 /64. A client past
    /// it is answered `429 Too Many Requests` with `Retry-After`. Connections from
    /// ``trustedProxies`` are not held to it.
    public var maxConnectionsPerAddress: Int = 128
    /// Reverse proxies in front of the server: every client's connection comes from them, so
    /// they are not held to ``maxConnectionsPerAddress``.
    public var trustedProxies: [AddressRange] = []
    /// How many clients may wait to be accepted when the server is full; the kernel caps it at
    /// `net.core.somaxconn` (4096 by default since Linux 5.4). Past it, the kernel stops
    /// answering new connections and clients retry their connect.
    public var listenBacklog: Int = 4096
    /// How long a keep-alive connection must have been idle before it may be closed to let a
    /// waiting client in: a client reusing a connection sends its next request at once, so one
    /// idle this long is unlikely to be sending one at the moment it is closed.
    public var idleConnectionAge: Duration = .seconds(1)
    /// Memory per connection: libmicrohttpd reads the request line and headers into it and
    /// writes the answer's status line and headers into it (a body lives outside it). An idle
    /// keep-alive connection keeps it whole, and libmicrohttpd clears it for every request, so
    /// it is sized for what a browser sends; ``requestHeadLimit`` is what a request may take.
    public var connectionMemoryLimit: Int = 6656
    /// Threads that run the handlers of ``Workload/slow`` requests (password hashing) while
    /// their connections wait aside, so the request threads keep serving. Each runs one handler
    /// at a time, which also bounds the memory slow work takes at once (argon2id: 19 MiB each).
    public var workThreads: Int = max(1, HTTPServerConfiguration.processorCount / 2)
    /// How long a slow request may expect to wait for a work thread, judged from how long
    /// recent ones took; one that would wait longer is answered 503 with `Retry-After` instead.
    /// A few seconds: a burst of sign-ups, 20 ms of hashing each, waits rather than being
    /// turned away, and nobody waits longer than a person, or a proxy, would.
    public var workWaitBudget: Duration = .seconds(5)
    /// Slow requests admitted at once at most, however short recent ones were: each holds a
    /// connection and its request, so this bounds them when the connection caps are raised.
    public var workJobLimit: Int = 1024
    /// How far below the request threads the work threads run, in nice steps (0–19): on a busy
    /// machine the request threads get the CPU first, so a burst of password hashes lengthens
    /// sign-ins rather than every page's tail (docs/architecture.md, "Why a page is cheap").
    public var workThreadNiceIncrement: Int = 19
    /// When there is one request thread per CPU the process may use, each request thread is
    /// bound to a CPU of its own (at its first connection), so that two request threads never
    /// queue behind each other on one CPU while another runs other work. With more threads
    /// than CPUs, or fewer, nothing is bound.
    public var pinsRequestThreads: Bool = true
    /// Largest request body accepted; larger bodies are answered 413.
    public var maxBodySize: Int = 64 * 1024
    /// Longest request target (path and query) accepted; longer ones are answered 414. It
    /// must leave room in ``requestHeadLimit`` for a browser's headers.
    public var maxURLLength: Int = 2 * 1024
    /// One info line per request: method, path, status, bytes, duration.
    public var accessLog: Bool = true
    /// The response field that carries the request's id, when a stage of the app gives every
    /// request one: the access log writes its value as `request_id`, the key the app's own log
    /// lines use, so a request's lines can be found together.
    public var accessLogRequestIDField: String?
    /// Every answer carries `Strict-Transport-Security` (unless the responder set its own),
    /// for a site browsers reach over HTTPS only: static files, probes, refusals and errors
    /// as well as pages. libmicrohttpd's own refusals (431, a request it cannot parse) are
    /// written without any field the server could add.
    public var strictTransportSecurity: Bool = false
    /// How long a shutdown waits for requests in flight before closing their connections.
    public var shutdownGracePeriodSeconds: Int = 10

    public init() {}

    /// How much of ``connectionMemoryLimit`` a request's line and headers may take, counted as
    /// libmicrohttpd uses it: their bytes, 64 more for each header field, cookie and query
    /// parameter (its record of each), and the `Cookie` header's bytes once more (it parses a
    /// copy). A request over it is answered 431. The rest is kept for the answer's head.
    public var requestHeadLimit: Int {
        connectionMemoryLimit - Self.answerHeadReserve
    }

    /// Room kept in a connection's memory for the answer's status line and headers. ScreenKit's
    /// largest (a page that sets two cookies, with every security header) take about 1 KB.
    public static let answerHeadReserve = 1536

    public static var processorCount: Int {
        max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }
}
