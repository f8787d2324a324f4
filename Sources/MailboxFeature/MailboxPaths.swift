public import ScreenKit

/// The development mailbox's paths, each written once.
public enum MailboxPaths {
    public static let mailbox = Path("/dev/mailbox")
    public static let mailboxMessage = Path("/dev/mailbox/{id}", Int.self)
    public static let mailboxMessageHTML = Path("/dev/mailbox/{id}/html", Int.self)
}
