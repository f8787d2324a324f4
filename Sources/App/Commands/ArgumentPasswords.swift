import Mail
import PostgresStorage

/// The argument parser's messages repeat an argument it did not expect or could not read, such
/// as a database URL typed without `--database`: in them, each argument that holds a password
/// is shown redacted.
enum ArgumentPasswords {
    static func hidden(in message: String, arguments: some Sequence<String>) -> String {
        arguments.reduce(message) { message, argument in
            // `--flag=value` is quoted by its value alone.
            let value = argument.hasPrefix("-") ? argument.drop { $0 != "=" }.dropFirst() : argument[...]
            guard !value.isEmpty, message.contains(value) else { return message }
            return message.replacing(value, with: redacted(String(value)))
        }
    }

    private static func redacted(_ value: String) -> String {
        if PostgresURL.isPostgres(value) { return PostgresURL.redacted(value) }
        if let smtp = try? SMTPConfiguration(url: value) { return smtp.redacted }
        // Any other URL with user information, a misspelt scheme's say: nothing after the scheme.
        if let scheme = value.firstRange(of: "://"), value[scheme.upperBound...].contains("@") {
            return value[..<scheme.upperBound] + "***"
        }
        return value
    }
}
