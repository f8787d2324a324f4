import AccountFeature
import Domain
import HTTPServer
import Logging
import Mail
import MailboxFeature
import ScreenKit

#if canImport(Glibc)
import Glibc
#endif

/// Starts the server, waits for SIGINT or SIGTERM, then drains and stops it.
struct ServerLifecycle {
    let settings: ServeSettings
    let logger: Logger

    func run() throws(StartupError) {
        let dependencies = try openStore()
        defer { close(dependencies) }
        let housekeeping = Housekeeping(
            records: dependencies.expiredRecords, policy: settings.application.sessions, clock: dependencies.clock)
        sweep(housekeeping)
        if settings.mode == .development {
            do {
                try DemoUser.createIfEmpty(dependencies: dependencies, logger: logger)
            } catch {
                throw StartupError("cannot create the demo user: \(error)")
            }
        }
        let files: StaticFiles
        do {
            files = try StaticFiles(folder: settings.publicFolder, cacheControl: settings.staticCacheControl)
        } catch {
            throw StartupError(error.description)
        }
        // Block the stop signals before any server thread exists, so every thread inherits the
        // mask and only the wait below receives them.
        let signals = StopSignals()
        let site = SiteAddress(configured: settings.mail.publicURL, host: settings.server.host, port: settings.server.port)
        let metrics = settings.metrics.map { _ in AppMetrics(databaseErrors: dependencies.database.errorCount) }
        // The sender's trigger exists before the screens, so a screen waiting for its message
        // can wake the sender (OutboxDeliveryWatch).
        let mailTrigger = settings.mail.smtp.map { _ in IntervalTrigger(interval: OutboxMailer.interval) }
        let deliveryWatch = mailTrigger.map { trigger in OutboxDeliveryWatch { trigger.runNow() } }
        let application = AppComposition.application(
            dependencies: dependencies, configuration: settings.application,
            mail: AccountMailSettings(appName: settings.application.appName) { site.current },
            mailDelivery: deliveryWatch ?? QueuedMailOnly(),
            servesMailbox: settings.servesMailbox, files: files, metrics: metrics, logger: logger)
        let responder = AppResponder(
            application: application, checkDatabase: dependencies.database.checkHealth,
            checkReadiness: dependencies.database.checkReadiness, logger: logger)
        // Every answer carries the id AppComposition's first stage gave its request.
        var serverConfiguration = settings.server
        serverConfiguration.accessLogRequestIDField = RequestIDStage.header
        let server = HTTPServer(
            configuration: serverConfiguration, responder: responder, metrics: metrics?.requests(routes: application.routes), logger: logger)
        let metricsListener = try startMetricsListener(metrics, observing: server)
        for warning in ConnectionCapacity.prepare(for: settings.server) {
            logger.warning("\(warning)")
        }
        do {
            try server.start()
        } catch {
            throw StartupError(error.description)
        }
        site.listening(host: settings.server.host, port: server.port)
        let activity = application.sessionActivity
        let activityFlusher = BackgroundWorker(
            name: "writing sessions' last-seen times", trigger: IntervalTrigger(interval: SessionActivity.flushInterval),
            logger: logger
        ) { try activity.flush() }
        activityFlusher.start()
        let sweeper = BackgroundWorker(
            name: "removing expired sessions", trigger: IntervalTrigger(interval: Housekeeping.interval), logger: logger
        ) { [logger] in try Self.report(housekeeping.sweep(), to: logger) }
        sweeper.start()
        let mailer = startMailer(dependencies, trigger: mailTrigger, watch: deliveryWatch)
        let threads = "\(settings.server.threads) threads, \(Self.count(settings.server.workThreads, "work thread"))"
        let released = StartupCode.release()
        logger.debug("dropped \(released / 1024) KB of start-up code and read-only data from memory")
        let address = Self.url(host: settings.server.host, port: server.port)
        logger.info("listening on \(address) (\(settings.mode.rawValue), \(threads))")
        if settings.mode == .development {
            logger.info("open \(site.current) in a browser: the site's address, which mailed links and passkeys use")
        } else {
            logger.info("the site's address, which mailed links and passkeys use: \(site.current)")
        }
        if settings.mode == .development && !settings.listensOnThisMachineOnly {
            logger.warning("\(Self.beyondThisMachine(host: settings.server.host))")
        }
        if let metricsListener {
            logger.info("metrics on \(Self.url(host: metricsListener.configuration.host, port: metricsListener.port))/metrics")
        }
        if settings.servesMailbox {
            logger.notice("no --smtp-url: mail stays in the outbox; read it at \(site.current)\(MailboxPaths.mailbox.location)")
        } else if settings.mail.smtp == nil {
            logger.warning("no --smtp-url: mail waits in the outbox until the server runs with one")
        }

        let received = signals.wait()
        logger.info("\(received) received: finishing requests in flight, then stopping")
        server.shutdown()
        // After the drain, so a scrape during it still sees the last requests.
        metricsListener?.shutdown()
        // After the drain, so the last requests' touches are written too; before the close.
        activityFlusher.stop()
        sweeper.stop()
        mailer?.stop()
        logger.info("stopped")
    }

    /// Opens the store and migrates it. A PostgreSQL server that cannot be reached yet (the
    /// instances and the database starting together) is tried again every second for the
    /// settings' `databaseWait`, each failure logged, before the start fails.
    private func openStore() throws(StartupError) -> Dependencies {
        if case .sqlite(let path) = settings.store {
            try DatabaseLocation.prepare(path: path)
        }
        let deadline = ContinuousClock.now + settings.databaseWait
        while true {
            do {
                return try Dependencies(location: settings.store)
            } catch let error as StoreUnavailable where ContinuousClock.now < deadline {
                logger.warning("waiting for the database", metadata: ["database": "\(settings.store.description)", "error": "\(error.reason)"])
                sleep(1)
            } catch let error as SettingsError {
                throw StartupError(
                    "the database (\(settings.store.description)) holds an unusable setting: \(error) "
                        + "Restore it from a backup, or delete that row to start with a new key (every session ends).")
            } catch {
                throw StartupError("cannot open the database (\(settings.store.description)): \(error)")
            }
        }
    }

    /// The listener that serves `/metrics`, when metrics are on; started before the public
    /// server, so an unusable metrics address stops the start-up before anything is served.
    private func startMetricsListener(_ metrics: AppMetrics?, observing server: HTTPServer) throws(StartupError) -> HTTPServer? {
        guard let metrics, let address = settings.metrics else { return nil }
        metrics.observe(server)
        let listener = HTTPServer.metricsListener(host: address.host, port: address.port, registry: metrics.registry, logger: logger)
        do {
            try listener.start()
        } catch {
            throw StartupError("the metrics listener: \(error.description)")
        }
        return listener
    }

    /// The outbox's sender, when there is an SMTP server to send to: a thread that looks for
    /// due messages every second. A transfer is cut off after 20 seconds, so a stop signal waits
    /// at most that long for the message being sent.
    private func startMailer(_ dependencies: Dependencies, trigger: IntervalTrigger?, watch: OutboxDeliveryWatch?) -> OutboxMailer? {
        guard let smtp = settings.mail.smtp, let trigger else { return nil }
        if !SMTPTransport.isAvailable {
            logger.error("libcurl (Debian's libcurl4) cannot be opened: mail waits in the outbox until it is installed")
        }
        let sender = OutboxSender(
            outbox: dependencies.outbox, transport: SMTPTransport(configuration: smtp, connectTimeout: .seconds(5), timeout: .seconds(20)),
            from: settings.mail.from,
            clock: dependencies.clock, logger: logger, onSent: Self.notifying(watch))
        let worker = BackgroundWorker(name: "sending mail", trigger: trigger, logger: logger) { try sender.drain() }
        worker.start()
        let plaintext = smtp.allowsPlaintextLogin && !smtp.usesImplicitTLS && smtp.username != nil
        logger.info("sending mail through \(smtp.redacted) as \(settings.mail.from.address)\(plaintext ? ", logging in even without STARTTLS" : "")")
        return OutboxMailer(sender: sender, worker: worker)
    }

    /// What the sender tells the screens waiting for their messages, when any may wait.
    private static func notifying(_ watch: OutboxDeliveryWatch?) -> (@Sendable (String) -> Void)? {
        guard let watch else { return nil }
        return { address in watch.delivered(to: address) }
    }

    /// The first sweep, before serving: a server down for a while starts with a tidy table.
    private func sweep(_ housekeeping: Housekeeping) {
        do {
            try Self.report(housekeeping.sweep(), to: logger)
        } catch {
            logger.warning("could not remove expired sessions", metadata: ["error": "\(error)"])
        }
    }

    private static func report(
        _ removed: Housekeeping.Removed, to logger: Logger
    ) {
        if removed.sessions > 0 { logger.info("removed \(count(removed.sessions, "expired session"))") }
        if removed.failures > 0 { logger.debug("removed \(count(removed.failures, "old sign-in failure"))") }
        if removed.events > 0 { logger.debug("removed \(count(removed.events, "old security log event"))") }
        if removed.tokens > 0 { logger.debug("removed \(count(removed.tokens, "expired link token"))") }
        if removed.messages > 0 { logger.debug("removed \(count(removed.messages, "finished outbox message"))") }
        if removed.challenges > 0 { logger.debug("removed \(count(removed.challenges, "expired passkey challenge"))") }
        if removed.pendingSignIns > 0 { logger.debug("removed \(count(removed.pendingSignIns, "expired pending sign-in"))") }
    }

    /// Runs after the server has drained: no request uses the database any more.
    private func close(_ dependencies: Dependencies) {
        do {
            try dependencies.database.close()
        } catch {
            logger.error("closing the database failed", metadata: ["error": "\(error)"])
        }
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
    }

    /// Development mode (a demo member, the mailbox, files never cached) listening where other
    /// machines reach it: one line that says so and what to run instead.
    static func beyondThisMachine(host: String) -> String {
        "development mode is for this machine, but the server listens on \(host), where other machines reach it: "
            + "set APP_ENV=production to serve them (no demo member, no development mailbox)"
    }

    static func url(host: String, port: Int) -> String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "http://\(shownHost):\(port)"
    }
}
