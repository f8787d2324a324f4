import ArgumentParser

#if canImport(Glibc)
import Glibc
#endif

/// `screenkit healthcheck`: asks a running server for `/healthz`; exit 0 when it answers 200.
///
/// A container's HEALTHCHECK runs this, so the image needs no curl.
struct HealthcheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "healthcheck",
        abstract: "Check that a server on this machine answers /healthz with 200."
    )

    @Option(help: "Port of the server. (env: PORT, default: 8080)")
    var port: Int?

    @Option(help: "Seconds to wait for the answer (1 to 300).")
    var timeout: Int = 3

    func run() throws {
        let environment = Environment.process
        let port = try environment.integer("PORT", flag: port, default: 8080, in: 1...65_535, "the port")
        guard (1...300).contains(timeout) else {
            throw StartupError("the timeout must be between 1 and 300 seconds, not \(timeout)")
        }
        let status: Int
        do {
            status = try HealthProbe(port: port, timeoutSeconds: timeout).status()
        } catch {
            throw Unhealthy(reason: error.message)
        }
        guard status == 200 else {
            throw Unhealthy(reason: "/healthz answered \(status)")
        }
        print("ok")
    }
}

/// The server did not answer as a healthy one does: exit status 1, which a container's
/// HEALTHCHECK reads as unhealthy (2, the status of a bad flag, is reserved there).
struct Unhealthy: Error {
    let reason: String
}
