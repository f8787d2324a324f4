import ArgumentParser

#if canImport(Glibc)
import Glibc
#endif

/// The `screenkit` executable.
@main
struct ScreenKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screenkit",
        abstract: "Server-rendered screens in Swift, on GNU libmicrohttpd.",
        subcommands: [ServeCommand.self, HealthcheckCommand.self]
    )

    /// The status of every refusal to start or to parse (SPEC §1); a failed health check
    /// ends with 1 instead.
    static let refusalStatus: Int32 = 2

    /// Parses and runs like `ParsableCommand.main()`, but any failure ends with one line on
    /// standard error and a non-zero status: operators read it in a container log.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let unhealthy as Unhealthy {
            StandardError.writeLine("screenkit: \(unhealthy.reason)")
            Glibc.exit(1)
        } catch {
            if exitCode(for: error) == .success {
                print(fullMessage(for: error))
                Glibc.exit(0)
            }
            let message = (error as? StartupError)?.message
                ?? ArgumentPasswords.hidden(in: ScreenKitCommand.message(for: error), arguments: CommandLine.arguments.dropFirst())
            let firstLine = message.split(separator: "\n").first.map(String.init) ?? "failed"
            StandardError.writeLine("screenkit: \(firstLine)")
            Glibc.exit(refusalStatus)
        }
    }
}
