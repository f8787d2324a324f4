import Foundation

/// The built `screenkit` executable run as a child process, as an operator would run it.
final class ServerProcess {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The repository's root, for `Public/`.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `screenkit` sits beside the test bundle in the build folder.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("screenkit")
    }

    let process = Process()
    private let output = Pipe()
    private let errors = Pipe()
    private var outputText = ""

    init(_ arguments: [String], environment: [String: String] = [:]) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.executable.path) else {
            throw Failure(description: "no screenkit executable at \(Self.executable.path): build it first")
        }
        process.executableURL = Self.executable
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment
        for name in [
            "HOST", "PORT", "DATABASE_PATH", "PUBLIC_DIR", "THREADS", "APP_ENV", "ACCESS_LOG", "LOG_LEVEL", "SECURE_COOKIES",
            "TRUST_FORWARDED_PROTO", "TRUSTED_PROXIES", "SESSION_IDLE_TIMEOUT", "SESSION_LIFETIME", "METRICS_PORT", "METRICS_HOST",
            "WORK_QUEUE", "WORK_WAIT_BUDGET", "SMTP_URL", "SMTP_ALLOW_PLAINTEXT_LOGIN",
        ] {
            merged[name] = nil
        }
        merged.merge(environment) { $1 }
        process.environment = merged
        process.standardOutput = output
        process.standardError = errors
        try process.run()
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// Reads standard output until a line contains `text`; returns that line.
    func waitForLine(containing text: String) throws -> String {
        while true {
            if let line = outputText.split(separator: "\n").first(where: { $0.contains(text) }) {
                return String(line)
            }
            let data = output.fileHandleForReading.availableData
            guard !data.isEmpty else {
                throw Failure(description: "output ended without '\(text)': \(outputText)")
            }
            outputText += String(decoding: data, as: UTF8.self)
        }
    }

    /// The port from the "listening on http://127.0.0.1:PORT" line.
    func waitForPort() throws -> Int {
        let line = try waitForLine(containing: "listening on http://")
        guard let portText = line.split(separator: ":").last?.prefix(while: \.isNumber), let port = Int(portText) else {
            throw Failure(description: "no port in '\(line)'")
        }
        return port
    }

    func signal(_ number: Int32) {
        kill(process.processIdentifier, number)
    }

    /// Waits for the exit; returns the status and everything written to both streams.
    func finish() -> (status: Int32, output: String, errors: String) {
        let rest = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        outputText += String(decoding: rest, as: UTF8.self)
        return (process.terminationStatus, outputText, errorText)
    }
}
