import Logging

/// Logs go to standard output, one line each, which is what container runtimes collect.
enum LogSetup {
    static func bootstrap(level: Logger.Level) {
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardOutput(label: label)
            handler.logLevel = level
            return handler
        }
    }
}
