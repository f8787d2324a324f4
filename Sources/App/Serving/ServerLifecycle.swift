import HTTPServer
import Logging

/// Starts the server, waits for SIGINT or SIGTERM, then drains and stops it.
struct ServerLifecycle {
    let settings: ServeSettings
    let logger: Logger

    func run() throws(StartupError) {
        try DatabaseLocation.prepare(path: settings.databasePath)
        let files: StaticFiles
        do {
            files = try StaticFiles(folder: settings.publicFolder, cacheControl: settings.staticCacheControl)
        } catch {
            throw StartupError(error.description)
        }
        // Block the stop signals before any server thread exists, so every thread inherits the
        // mask and only the wait below receives them.
        let signals = StopSignals()
        let server = HTTPServer(configuration: settings.server, responder: AppResponder(files: files), logger: logger)
        do {
            try server.start()
        } catch {
            throw StartupError(error.description)
        }
        logger.info("listening on \(Self.url(host: settings.server.host, port: server.port)) (\(settings.mode.rawValue), \(settings.server.threads) threads)")

        let received = signals.wait()
        logger.info("\(received) received: finishing requests in flight, then stopping")
        server.shutdown()
        logger.info("stopped")
    }

    static func url(host: String, port: Int) -> String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "http://\(shownHost):\(port)"
    }
}
