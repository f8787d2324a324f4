import HTTPCore
import HTTPServer
import Logging
import PostgresStorage
import ScreenKit

/// What `serve` runs with: each flag, else its environment variable, else the default.
struct ServeSettings: Sendable {
    enum Mode: String, Sendable {
        case development
        case production
    }

    var server = HTTPServerConfiguration()
    var application = AppComposition.configuration()
    /// The embedded SQLite file unless a PostgreSQL URL is given.
    var store = StoreLocation.sqlite("./data/screenkit.sqlite")
    /// How long a start waits for a PostgreSQL server that does not answer yet (the instances
    /// and the database starting together).
    var databaseWait: Duration = .seconds(30)
    var publicFolder = "./Public"
    var mode = Mode.development
    var logLevel = Logger.Level.info
    var mail: MailSettings
    /// Where `/metrics` is served; `nil`: metrics are off, and nothing is recorded.
    var metrics: MetricsAddress?

    init(
        host: String?, port: Int?, database: String?, databaseWait: Int? = nil, publicFolder: String?,
        threads: Int?, workThreads: Int? = nil, accessLog: Bool?, limits: LimitOptions = LimitOptions(),
        sessions: SessionOptions = SessionOptions(), mail: MailOptions = MailOptions(),
        metrics: MetricsOptions = MetricsOptions(), environment: Environment
    ) throws(StartupError) {
        server.host = host ?? environment["HOST"] ?? "127.0.0.1"
        let environmentAccessLog = try environment.boolean("ACCESS_LOG")
        server.port = try environment.integer("PORT", flag: port, default: 8080, in: 0...65_535, "the port")
        server.threads = try environment.integer(
            "THREADS", flag: threads, default: HTTPServerConfiguration.processorCount, in: 1...1024, "threads")
        server.workThreads = try environment.integer(
            "WORK_THREADS", flag: workThreads, default: server.workThreads, in: 1...64, "work threads")
        server.accessLog = accessLog ?? environmentAccessLog ?? true
        if let location = database ?? environment["DATABASE_URL"] ?? environment["DATABASE_PATH"] {
            guard !location.isEmpty else { throw StartupError("--database is empty: name a SQLite file or a postgres:// URL") }
            // Not echoed: a misspelt scheme would otherwise make a SQLite file of the URL, its
            // password in a folder's name and in every message naming the database.
            guard PostgresURL.isPostgres(location) || !location.contains("://") else {
                throw StartupError("--database is a URL but not postgres:// or postgresql://; a SQLite database is named by its path")
            }
            store = StoreLocation(location)
        }
        self.databaseWait = .seconds(try environment.integer(
            "DATABASE_WAIT", flag: databaseWait, default: 30, in: 0...3600, "the database wait"))
        self.publicFolder = publicFolder ?? environment["PUBLIC_DIR"] ?? self.publicFolder

        self.mail = try mail.settings(environment: environment)
        self.metrics = try metrics.address(serverHost: server.host, environment: environment)
        try limits.apply(to: &server, environment: environment)
        try sessions.apply(to: &application, environment: environment)
        // Secure cookies say browsers reach the server over HTTPS: every answer says so too.
        server.strictTransportSecurity = application.secureCookies
        // Every client's connection comes from the proxy: the cap per address is not for it.
        server.trustedProxies = application.trustedProxies

        if let name = environment["APP_ENV"] {
            guard let mode = Mode(rawValue: name) else {
                throw StartupError("APP_ENV='\(name)' is neither development nor production")
            }
            self.mode = mode
        }
        if let level = environment["LOG_LEVEL"] {
            guard let parsed = Logger.Level(rawValue: level.lowercased()) else {
                throw StartupError("LOG_LEVEL='\(level)' is not one of trace, debug, info, notice, warning, error, critical")
            }
            logLevel = parsed
        }
    }

    /// The development mailbox is served only where it cannot leak anything: in development,
    /// when no mail leaves the machine anyway.
    var servesMailbox: Bool {
        mode == .development && mail.smtp == nil
    }

    /// Whether only this machine can reach the server: it listens on a loopback address or
    /// `localhost`. Anything else (`0.0.0.0`, `::`, an interface's address, another name) may
    /// be reached by the network.
    var listensOnThisMachineOnly: Bool {
        Self.isThisMachineOnly(host: server.host)
    }

    static func isThisMachineOnly(host: String) -> Bool {
        if let address = IPAddress(host) { return address.isLoopback }
        return host.lowercased() == "localhost"
    }

    /// How long browsers may keep a static file: development revalidates every use so edits
    /// show at once; production lets them keep it for an hour.
    var staticCacheControl: String {
        mode == .production ? "public, max-age=3600" : "no-cache"
    }
}
