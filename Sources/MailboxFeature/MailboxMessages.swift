/// Wording the mailbox screens share, so pages and tests agree.
enum MailboxMessages {
    /// The mailbox holds sign-in and password reset links: a server in development that
    /// listens beyond loopback (`--host 0.0.0.0`) must not hand them to its network. The path
    /// is real, and the refusal is about who asks (403), so a developer on a phone or a virtual
    /// machine is told what to do rather than left looking for a mistyped route.
    static let onlyThisMachine =
        "The development mailbox answers only on this machine: open it in a browser on the computer the server runs on."
}
