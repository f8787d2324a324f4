import ArgumentParser
import Mail

/// Where outgoing mail goes and what it says about the site.
struct MailOptions: ParsableArguments {
    @Option(name: .customLong("smtp-url"), help: ArgumentHelp(
        "SMTP server for outgoing mail: smtp://user:pass@host:port (STARTTLS when offered) or smtps://…; without it mail waits in the outbox, readable at /dev/mailbox in development. (env: SMTP_URL)",
        valueName: "url"))
    var smtpURL: String?

    @Flag(name: .customLong("smtp-allow-plaintext-login"), help: ArgumentHelp(
        "Send the SMTP login to an smtp:// server that offers no STARTTLS: only for a trusted relay, such as one on this machine. (env: SMTP_ALLOW_PLAINTEXT_LOGIN=1)"))
    var smtpAllowPlaintextLogin = false

    @Option(name: .customLong("mail-from"), help: ArgumentHelp(
        "Sender of outgoing mail. (env: MAIL_FROM, default: \"ScreenKit <no-reply@localhost>\")", valueName: "address"))
    var mailFrom: String?

    @Option(name: .customLong("public-url"), help: ArgumentHelp(
        "The site's address as members reach it: mailed links start with it, and it is the site passkeys belong to (its host names them, so an IP address allows none). (env: PUBLIC_URL, default: http://HOST:PORT, with localhost for a loopback or wildcard HOST)",
        valueName: "url"))
    var publicURL: String?

    /// The flags, else their environment variables, else the defaults, checked. Nothing an
    /// operator typed is echoed back when it holds a password.
    func settings(environment: Environment) throws(StartupError) -> MailSettings {
        let plaintextFromEnvironment = try environment.boolean("SMTP_ALLOW_PLAINTEXT_LOGIN") ?? false
        let plaintextLogin = smtpAllowPlaintextLogin || plaintextFromEnvironment
        var smtp: SMTPConfiguration?
        if let url = smtpURL ?? environment["SMTP_URL"] {
            do {
                smtp = try SMTPConfiguration(url: url, allowsPlaintextLogin: plaintextLogin)
            } catch {
                throw StartupError("the SMTP URL is not usable: \(error)")
            }
        } else if plaintextLogin {
            // Said about a server that is not named, it would look like mail goes out when it does not.
            throw StartupError(
                "--smtp-allow-plaintext-login (SMTP_ALLOW_PLAINTEXT_LOGIN) is set without an SMTP server: set --smtp-url (SMTP_URL) too")
        }
        let fromText = mailFrom ?? environment["MAIL_FROM"] ?? MailSettings.defaultSender
        let from: MailAddress
        do {
            from = try MailAddress(parsing: fromText)
        } catch {
            throw StartupError("the mail sender '\(fromText)' is not usable: \(error)")
        }
        let site = publicURL ?? environment["PUBLIC_URL"]
        if let site, !MailSettings.isSiteURL(site) {
            throw StartupError("the public URL '\(site)' is not an http:// or https:// address without a path or query")
        }
        return MailSettings(smtp: smtp, from: from, publicURL: site)
    }
}

/// What the app mails with: the SMTP server (none: mail waits in the outbox), the sender, and
/// the address mailed links start with (none: the address the server listens on).
struct MailSettings: Sendable {
    static let defaultSender = "ScreenKit <no-reply@localhost>"

    var smtp: SMTPConfiguration?
    var from: MailAddress
    var publicURL: String?

    static func isSiteURL(_ text: String) -> Bool {
        let rest: Substring
        if text.hasPrefix("https://") {
            rest = text.dropFirst("https://".count)
        } else if text.hasPrefix("http://") {
            rest = text.dropFirst("http://".count)
        } else {
            return false
        }
        let authority = rest.hasSuffix("/") ? rest.dropLast() : rest
        return !authority.isEmpty && !authority.contains("/") && !authority.contains("?") && !authority.contains("#")
            && !authority.contains("@")
            && !authority.contains(where: { $0 == " " || $0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false })
    }
}
