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

    @Option(help: "Seconds to wait for the answer.")
    var timeout: Int = 3

    func run() throws {
        let environment = Environment.process
        let port = try environment.integer("PORT", flag: port, default: 8080)
        let status = try HealthProbe(port: port, timeoutSeconds: timeout).status()
        guard status == 200 else {
            throw StartupError("/healthz answered \(status)")
        }
        print("ok")
    }
}
