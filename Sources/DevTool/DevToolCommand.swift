import ArgumentParser
import Foundation

/// `screenkit-dev`: tools for developing ScreenKit apps, run from the package's root.
@main
struct DevToolCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screenkit-dev",
        abstract: "Tools for developing ScreenKit apps; run from the package's root.",
        subcommands: [ScreenCommand.self]
    )

    /// Any failure ends with one line on standard error and a non-zero status.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as GeneratorError {
            fail(error.message, status: 1)
        } catch {
            let message = fullMessage(for: error)
            let code = exitCode(for: error)
            if code == .success {
                print(message)
                return
            }
            fail(message.split(separator: "\n").first.map(String.init) ?? "failed", status: code == .validationFailure ? 64 : 1)
        }
    }

    private static func fail(_ line: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data("screenkit-dev: \(line)\n".utf8))
        Foundation.exit(status)
    }
}
