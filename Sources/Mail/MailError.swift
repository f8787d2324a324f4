/// An address or an SMTP URL that cannot be used: a mistake in configuration or in what a
/// member typed, reported before anything is sent.
///
/// The message names what is wrong, never the value: an SMTP URL carries its password.
public struct MailError: Error, Equatable, Sendable, CustomStringConvertible {
    public let reason: String

    init(_ reason: String) {
        self.reason = reason
    }

    public var description: String { reason }
}
