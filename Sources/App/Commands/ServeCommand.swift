import ArgumentParser
import HTTPServer
import Logging

/// `screenkit serve`: runs the server until SIGINT or SIGTERM.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve ScreenKit over HTTP until SIGINT or SIGTERM.",
        discussion: "Each option can also be set from the environment variable named after it."
    )

    @Option(help: "Address to listen on; 0.0.0.0 for every interface. (env: HOST, default: 127.0.0.1)")
    var host: String?

    @Option(help: "Port to listen on; 0 picks a free one. (env: PORT, default: 8080)")
    var port: Int?

    @Option(help: "A SQLite database file, or a postgres://user:password@host:port/database URL (or a libpq 'host=… dbname=…' string) for a database several servers share. (env: DATABASE_URL or DATABASE_PATH, default: ./data/screenkit.sqlite)")
    var database: String?

    @Option(help: "Seconds a start waits for a PostgreSQL server that does not answer yet. (env: DATABASE_WAIT, default: 30)")
    var databaseWait: Int?

    @Option(name: .customLong("public"), help: "Folder of static files. (env: PUBLIC_DIR, default: ./Public)")
    var publicFolder: String?

    @Option(help: "Request threads. (env: THREADS, default: the number of cores)")
    var threads: Int?

    @Option(help: "Threads that hash passwords, below the request threads' priority; each hash takes 19 MiB. (env: WORK_THREADS, default: half the cores, at least 1)")
    var workThreads: Int?

    @Flag(inversion: .prefixedNo, help: "Log one line per request. (env: ACCESS_LOG=0 turns it off)")
    var accessLog: Bool?

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    @OptionGroup(title: "Sessions")
    var sessions: SessionOptions

    @OptionGroup(title: "Mail")
    var mail: MailOptions

    @OptionGroup(title: "Metrics")
    var metrics: MetricsOptions

    func run() throws {
        let settings = try ServeSettings(
            host: host, port: port, database: database, databaseWait: databaseWait, publicFolder: publicFolder,
            threads: threads, workThreads: workThreads, accessLog: accessLog, limits: limits, sessions: sessions, mail: mail,
            metrics: metrics, environment: .process
        )
        LogSetup.bootstrap(level: settings.logLevel)
        let logger = Logger(label: "screenkit")
        try ServerLifecycle(settings: settings, logger: logger).run()
    }
}
