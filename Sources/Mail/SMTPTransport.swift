/// Sends each message to one SMTP server with libcurl, on a connection of its own.
///
/// ```swift
/// let transport = SMTPTransport(configuration: try SMTPConfiguration(url: smtpURL))
/// try transport.send(message)
/// ```
///
/// A value holds only its configuration; every ``send(_:)`` makes and frees its own libcurl
/// handle, so one transport can be shared by threads without a lock.
public struct SMTPTransport: MailTransport {
    public let configuration: SMTPConfiguration
    /// How long connecting (TCP and TLS) may take.
    public let connectTimeout: Duration
    /// How long one message may take from connecting to the server's last reply.
    public let timeout: Duration

    public init(configuration: SMTPConfiguration, connectTimeout: Duration = .seconds(10), timeout: Duration = .seconds(60)) {
        self.configuration = configuration
        self.connectTimeout = connectTimeout
        self.timeout = timeout
    }

    /// Whether libcurl (Debian's `libcurl4`) can be opened: a server started with an SMTP
    /// server checks it at once rather than at its first message. Opens it if it can.
    public static var isAvailable: Bool {
        SMTPTransfer.library != nil
    }

    /// Blocks until the server accepted the message, refused it, or could not be reached.
    public func send(_ message: MailMessage) throws(MailDeliveryError) {
        guard let library = SMTPTransfer.library else {
            throw .transient("libcurl (libcurl.so.4, Debian's libcurl4) cannot be opened; install it")
        }
        guard let transfer = SMTPTransfer(library: library, message: message.rendered()) else {
            throw .transient("libcurl could not create a handle (out of memory)")
        }
        try transfer.configure(
            configuration, from: message.from, to: message.to, connectTimeout: connectTimeout, timeout: timeout)
        try transfer.perform(configuration)
    }
}
