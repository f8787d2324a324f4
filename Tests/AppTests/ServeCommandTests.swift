import Foundation
import HTTPCore
import Testing

@Suite("screenkit serve, run as a process")
struct ServeCommandTests {
    static func temporaryDatabase() -> String {
        NSTemporaryDirectory() + "screenkit-app-test-\(UUID().uuidString)/data/screenkit.sqlite"
    }

    static func startServer(environment: [String: String] = [:]) throws -> ServerProcess {
        try ServerProcess(
            ["serve", "--port", "0", "--threads", "2",
             "--public", ServerProcess.repositoryRoot.appendingPathComponent("Public").path,
             "--database", temporaryDatabase()],
            environment: environment)
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func servesAndStopsCleanlyOnASignal(signal: Int32) throws {
        let server = try Self.startServer()
        let port = try server.waitForPort()
        #expect(port > 0)

        let health = try HTTPProbe.send("GET", "/healthz", port: port)
        #expect(health.status == 200)
        #expect(health.body == "ok\n")
        #expect(health.header("Content-Type") == "text/plain; charset=utf-8")

        server.signal(signal)
        let result = server.finish()
        #expect(result.status == 0)
        #expect(result.output.contains("stopped"))
        #expect(result.output.contains("GET /healthz 200"))
    }

    @Test func routesFilesAndErrors() throws {
        let server = try Self.startServer()
        let port = try server.waitForPort()
        defer { server.signal(SIGTERM) }

        let css = try HTTPProbe.send("GET", "/css/app.css", port: port)
        #expect(css.status == 200)
        #expect(css.header("Content-Type") == "text/css; charset=utf-8")
        #expect(css.body.contains("--color-accent"))
        #expect(css.header("Cache-Control") == "no-cache")

        let icon = try HTTPProbe.send("GET", "/favicon.ico", port: port)
        #expect(icon.status == 200)
        #expect(icon.header("Content-Type") == "image/vnd.microsoft.icon")

        let head = try HTTPProbe.send("HEAD", "/healthz", port: port)
        #expect(head.status == 200)
        #expect(head.header("Content-Length") == "3")
        #expect(head.body.isEmpty)

        #expect(try HTTPProbe.send("GET", "/no/such/page", port: port).status == 404)
        #expect(try HTTPProbe.send("GET", "/css/%2e%2e/%2e%2e/Package.swift", port: port).status == 404)

        let post = try HTTPProbe.send("POST", "/healthz", port: port)
        #expect(post.status == 405)
        #expect(post.header("Allow") == "GET, HEAD")
        let postFile = try HTTPProbe.send("DELETE", "/css/app.css", port: port)
        #expect(postFile.status == 405)
        #expect(postFile.header("Allow") == "GET, HEAD")
    }

    @Test func theAccessLogCarriesNoControlBytes() throws {
        let server = try Self.startServer()
        let port = try server.waitForPort()
        let request = Array("GET /\u{1B}[2J\u{1B}]0;owned\u{07}x HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
        let answer = try SocketResponder.parse(RawHTTP.exchange(request, port: port))
        #expect(answer.status.code == 400 || answer.status.code == 404)
        server.signal(SIGTERM)
        let result = server.finish()
        #expect(result.status == 0)
        let controls = result.output.unicodeScalars.filter { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) }
        #expect(controls.isEmpty, "log: \(result.output)")
    }

    @Test func productionModeLetsBrowsersKeepFiles() throws {
        let server = try Self.startServer(environment: ["APP_ENV": "production", "ACCESS_LOG": "0"])
        let port = try server.waitForPort()
        let css = try HTTPProbe.send("GET", "/css/app.css", port: port)
        #expect(css.header("Cache-Control") == "public, max-age=3600")
        server.signal(SIGTERM)
        let result = server.finish()
        #expect(result.status == 0)
        #expect(!result.output.contains("GET /css/app.css"))
    }

    @Test func theDatabaseFolderIsCreated() throws {
        let database = Self.temporaryDatabase()
        let server = try ServerProcess(
            ["serve", "--port", "0", "--public", ServerProcess.repositoryRoot.appendingPathComponent("Public").path,
             "--database", database])
        _ = try server.waitForPort()
        server.signal(SIGTERM)
        #expect(server.finish().status == 0)
        var isFolder: ObjCBool = false
        let folder = (database as NSString).deletingLastPathComponent
        #expect(FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue)
    }

    @Test func healthcheckSubcommandAsksTheRunningServer() throws {
        let server = try Self.startServer()
        let port = try server.waitForPort()
        let check = try ServerProcess(["healthcheck"], environment: ["PORT": "\(port)"])
        let result = check.finish()
        #expect(result.status == 0)
        #expect(result.output == "ok\n")
        server.signal(SIGTERM)
        #expect(server.finish().status == 0)

        let nobody = try ServerProcess(["healthcheck", "--port", "\(port)"])
        let failed = nobody.finish()
        #expect(failed.status == 1, "a container's HEALTHCHECK reads 1 as unhealthy")
        #expect(failed.errors.hasPrefix("screenkit: "))
    }

    @Test func limitsComeFromFlagsAndTheEnvironment() throws {
        let server = try Self.startServer(environment: ["MAX_BODY_SIZE": "4"])
        let port = try server.waitForPort()
        defer { server.signal(SIGTERM) }
        let refused = try HTTPProbe.send("POST", "/healthz", port: port, body: "12345")
        #expect(refused.status == 413)
        let accepted = try HTTPProbe.send("POST", "/healthz", port: port, body: "1234")
        #expect(accepted.status == 405)
    }

    /// What a server started with `arguments` logs by the time it listens and stops.
    static func startupLog(_ arguments: [String], environment: [String: String] = [:]) throws -> String {
        let server = try ServerProcess(
            ["serve", "--port", "0", "--threads", "1",
             "--public", ServerProcess.repositoryRoot.appendingPathComponent("Public").path,
             "--database", temporaryDatabase()] + arguments,
            environment: environment)
        _ = try server.waitForPort()
        server.signal(SIGTERM)
        let result = server.finish()
        #expect(result.status == 0)
        return result.output
    }

    /// Development mode (the demo member, the mailbox) is for this machine: listening beyond
    /// it says so, once, at warning level.
    @Test func developmentModeListeningBeyondThisMachineWarns() throws {
        let warnings = try Self.startupLog(["--host", "0.0.0.0"]).split(separator: "\n").filter { $0.contains("APP_ENV=production") }
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.contains("warning") == true, "\(warnings)")
        #expect(warnings.first?.contains("0.0.0.0") == true, "\(warnings)")
        #expect(warnings.first?.contains("this machine") == true, "\(warnings)")
    }

    @Test func developmentModeOnLoopbackOrProductionAnywhereDoesNotWarn() throws {
        #expect(!(try Self.startupLog(["--host", "127.0.0.1"]).contains("APP_ENV=production")))
        #expect(!(try Self.startupLog(["--host", "0.0.0.0"], environment: ["APP_ENV": "production"]).contains("APP_ENV=production")))
    }
}
