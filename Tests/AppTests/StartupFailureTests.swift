import Foundation
@testable import Storage
import Repositories
import Testing

/// Every refusal to start ends with one line on standard error and status 2.
@Suite("Start-up failures")
struct StartupFailureTests {
    static let publicFolder = ServerProcess.repositoryRoot.appendingPathComponent("Public").path

    static func expectOneLineFailure(
        _ arguments: [String], environment: [String: String] = [:], mentioning words: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let result = try ServerProcess(arguments, environment: environment).finish()
        #expect(result.status == 2, "status \(result.status), stderr: \(result.errors)", sourceLocation: sourceLocation)
        let lines = result.errors.split(separator: "\n")
        #expect(lines.count == 1, "stderr: \(result.errors)", sourceLocation: sourceLocation)
        #expect(result.errors.hasPrefix("screenkit: "), sourceLocation: sourceLocation)
        #expect(result.errors.contains(words), "stderr: \(result.errors)", sourceLocation: sourceLocation)
    }

    @Test func anUnknownFlag() throws {
        try Self.expectOneLineFailure(["serve", "--bogus"], mentioning: "--bogus")
    }

    @Test func aPortThatIsNotANumber() throws {
        try Self.expectOneLineFailure(["serve", "--port", "eighty"], mentioning: "eighty")
        try Self.expectOneLineFailure(["serve", "--public", Self.publicFolder], environment: ["PORT": "abc"], mentioning: "PORT")
        try Self.expectOneLineFailure(["serve", "--port", "70000"], mentioning: "70000")
    }

    @Test func metricsSettingsThatCannotWork() throws {
        try Self.expectOneLineFailure(["serve", "--metrics-port", "nine"], mentioning: "nine")
        try Self.expectOneLineFailure(["serve", "--metrics-port", "70000"], mentioning: "metrics port")
        try Self.expectOneLineFailure(["serve"], environment: ["METRICS_PORT": "x"], mentioning: "METRICS_PORT")
        try Self.expectOneLineFailure(["serve", "--metrics-host", "127.0.0.1"], mentioning: "metrics port")
        try Self.expectOneLineFailure(["serve"], environment: ["METRICS_HOST": "0.0.0.0"], mentioning: "metrics port")
    }

    @Test func aMetricsPortInUse() throws {
        let holder = try ServerProcess(["serve", "--port", "0", "--public", Self.publicFolder, "--database", NSTemporaryDirectory() + "sk-\(UUID().uuidString)/db.sqlite"])
        let port = try holder.waitForPort()
        defer { holder.signal(SIGTERM) }
        try Self.expectOneLineFailure(
            ["serve", "--port", "0", "--metrics-port", "\(port)", "--public", Self.publicFolder,
             "--database", NSTemporaryDirectory() + "sk-\(UUID().uuidString)/db.sqlite"],
            mentioning: "metrics listener")
    }

    @Test func mailSettingsThatCannotWork() throws {
        try Self.expectOneLineFailure(["serve", "--smtp-url", "http://mail.example.com"], mentioning: "SMTP URL")
        try Self.expectOneLineFailure(["serve", "--mail-from", "ScreenKit <no address>"], mentioning: "mail sender")
        try Self.expectOneLineFailure(["serve", "--public-url", "example.com"], mentioning: "public URL")
        try Self.expectOneLineFailure(
            ["serve"], environment: ["PUBLIC_URL": "https://example.com/?next=evil"], mentioning: "public URL")
    }

    @Test func aBadSMTPURLNeverEchoesItsPassword() throws {
        let result = try ServerProcess(["serve", "--smtp-url", "smtp://ada:hunter2-secret@mail.example.com:99999"]).finish()
        #expect(result.status == 2)
        #expect(result.errors.contains("SMTP URL"))
        #expect(!result.errors.contains("hunter2-secret"))
    }

    @Test func aPortInUse() throws {
        let holder = try ServerProcess(["serve", "--port", "0", "--public", Self.publicFolder, "--database", NSTemporaryDirectory() + "sk-\(UUID().uuidString)/db.sqlite"])
        let port = try holder.waitForPort()
        defer { holder.signal(SIGTERM) }
        try Self.expectOneLineFailure(
            ["serve", "--port", "\(port)", "--public", Self.publicFolder, "--database", NSTemporaryDirectory() + "sk-\(UUID().uuidString)/db.sqlite"],
            mentioning: "already in use")
    }

    @Test func anUnwritableDatabasePath() throws {
        // A folder that would have to be made inside a regular file cannot exist, even for root.
        try Self.expectOneLineFailure(
            ["serve", "--port", "0", "--public", Self.publicFolder, "--database", "/etc/hostname/data/screenkit.sqlite"],
            mentioning: "database")
    }

    @Test func aMissingPublicFolder() throws {
        try Self.expectOneLineFailure(
            ["serve", "--port", "0", "--public", "/no/such/public", "--database", NSTemporaryDirectory() + "sk-\(UUID().uuidString)/db.sqlite"],
            mentioning: "public folder")
    }

    @Test func anUnknownMode() throws {
        try Self.expectOneLineFailure(["serve", "--port", "0"], environment: ["APP_ENV": "staging"], mentioning: "APP_ENV")
    }

    @Test func workThreadsOutOfRange() throws {
        try Self.expectOneLineFailure(["serve", "--port", "0", "--work-threads", "0"], mentioning: "work threads")
        try Self.expectOneLineFailure(["serve", "--port", "0"], environment: ["WORK_THREADS": "65"], mentioning: "work threads")
        try Self.expectOneLineFailure(["serve", "--port", "0", "--work-wait-budget", "301"], mentioning: "wait budget")
        try Self.expectOneLineFailure(["serve", "--port", "0"], environment: ["WORK_WAIT_BUDGET": "-1"], mentioning: "wait budget")
    }

    /// The queue length it replaced no longer means anything: refused, pointing at the budget.
    @Test func theWorkQueueIsReplacedByTheWaitBudget() throws {
        try Self.expectOneLineFailure(["serve", "--port", "0", "--work-queue", "32"], mentioning: "--work-wait-budget")
        try Self.expectOneLineFailure(["serve", "--port", "0"], environment: ["WORK_QUEUE": "32"], mentioning: "WORK_WAIT_BUDGET")
    }

    @Test func limitsThatWouldRefuseEveryone() throws {
        try Self.expectOneLineFailure(["serve", "--port", "0", "--max-connections", "0"], mentioning: "connection")
        try Self.expectOneLineFailure(["serve", "--port", "0"], environment: ["CONNECTION_TIMEOUT": "0"], mentioning: "timeout")
    }

    /// Values that parse as integers but that no server can hold: each once trapped converting
    /// to libmicrohttpd's `unsigned int` or overflowed date arithmetic.
    @Test(arguments: [
        ("--max-connections", "4294967296"), ("--max-connections-per-address", "4294967296"),
        ("--connection-timeout", "4294967296"), ("--max-body-size", "9223372036854775807"),
        ("--session-idle-timeout", "9223372036854775807"), ("--session-lifetime", "9223372036854775807"),
        ("--threads", "1025"), ("--work-wait-budget", "-1"), ("--max-connections", "-1"),
        ("--listen-backlog", "0"), ("--listen-backlog", "65536"), ("--connection-memory", "4095"),
        ("--connection-memory", "262145"),
    ])
    func limitsBeyondWhatTheServerCanHold(flag: String, value: String) throws {
        try Self.expectOneLineFailure(
            ["serve", "--port", "0", "--public", Self.publicFolder, "--database", Self.temporaryDatabase(), "\(flag)=\(value)"],
            mentioning: value)
    }

    @Test(arguments: [
        ("MAX_CONNECTIONS", "4294967296", "4294967296"), ("SESSION_LIFETIME", "99999999999", "session lifetime"),
        ("LISTEN_BACKLOG", "-5", "listen backlog"), ("CONNECTION_MEMORY", "1024", "memory per connection"),
    ])
    func limitsFromTheEnvironmentAreCheckedAlike(variable: String, value: String, mention: String) throws {
        try Self.expectOneLineFailure(
            ["serve", "--port", "0", "--public", Self.publicFolder], environment: [variable: value], mentioning: mention)
    }

    @Test func trustedProxiesMustBeAddressesOrBlocks() throws {
        try Self.expectOneLineFailure(["serve", "--port", "0", "--trusted-proxy", "proxy.internal"], mentioning: "proxy.internal")
        try Self.expectOneLineFailure(["serve", "--port", "0"], environment: ["TRUSTED_PROXIES": "10.0.0.0/8, 10.0.0.0/40"], mentioning: "10.0.0.0/40")
        // The flag it replaces believed any client: refusing to start beats dropping `Secure`.
        try Self.expectOneLineFailure(["serve", "--port", "0"], environment: ["TRUST_FORWARDED_PROTO": "1"], mentioning: "TRUSTED_PROXIES")
    }

    @Test func aStoredSecretKeyOfTheWrongLength() throws {
        let path = Self.temporaryDatabase()
        let database = try AppDatabase(path: path)
        try database.write { try $0.run("INSERT INTO settings (name, value) VALUES ('secret_key', '00112233445566778899aabbccddeeff')") }
        try database.close()
        try Self.expectOneLineFailure(
            ["serve", "--port", "0", "--public", Self.publicFolder, "--database", path], mentioning: "secret_key")
    }

    @Test func aHealthCheckWithABadTimeoutIsRefused() throws {
        try Self.expectOneLineFailure(["healthcheck", "--timeout", "0"], mentioning: "timeout")
    }

    static func temporaryDatabase() -> String {
        NSTemporaryDirectory() + "sk-\(UUID().uuidString)/db.sqlite"
    }
}
