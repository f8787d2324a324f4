import Foundation
import ScreenKitTesting

/// A `screenkit serve` child process on port 0 with its own database (a SQLite file in a temp
/// folder, or a PostgreSQL schema: ``TestStore``), and browsers (cookie jars) that talk to it
/// over real sockets.
final class RunningApp {
    /// A SQLite file's path or a PostgreSQL URL.
    let database: String
    let arguments: [String]
    let environment: [String: String]
    private(set) var server: ServerProcess
    private(set) var port: Int

    init(mode: String = "production", extraArguments: [String] = [], database: String? = nil) throws {
        self.database = database ?? TestStore.freshDatabase()
        arguments = ["serve", "--port", "0", "--threads", "2",
                     "--public", ServerProcess.repositoryRoot.appendingPathComponent("Public").path,
                     "--database", self.database] + extraArguments
        environment = ["APP_ENV": mode, "ACCESS_LOG": "0"]
        server = try ServerProcess(arguments, environment: environment)
        port = try server.waitForPort()
    }

    deinit {
        if server.process.isRunning {
            server.signal(SIGTERM)
        }
    }

    /// A new visitor with an empty cookie jar, connecting from `source`.
    func browser(from source: LoopbackAddress = .standard) -> ScreenClient {
        ScreenClient(SocketResponder(port: port, source: source))
    }

    /// Kills the server with SIGKILL (no chance to flush anything) and starts it again on the
    /// same database.
    func killAndRestart() throws {
        server.signal(SIGKILL)
        _ = server.finish()
        server = try ServerProcess(arguments, environment: environment)
        port = try server.waitForPort()
    }

    /// Stops the server with SIGTERM; returns what it printed.
    func stop() -> (status: Int32, output: String, errors: String) {
        server.signal(SIGTERM)
        return server.finish()
    }

    /// The size of the SQLite database file and its write-ahead log, in bytes.
    var databaseBytes: Int {
        [database, database + "-wal"].reduce(0) { total, path in
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            return total + ((attributes?[.size] as? Int) ?? 0)
        }
    }
}

extension ScreenClient {
    /// Another browser tab with this one's cookies, on the server at `port`: a person whose
    /// requests a load balancer sends to another instance.
    func moved(to port: Int) -> ScreenClient {
        let moved = ScreenClient(SocketResponder(port: port))
        moved.cookies = cookies
        return moved
    }
}
