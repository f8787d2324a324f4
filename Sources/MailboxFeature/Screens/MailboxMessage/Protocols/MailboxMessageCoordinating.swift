/// Where the message's presenter may send the flow.
protocol MailboxMessageCoordinating: AnyObject {
    /// No message has this id (any more: sent ones are purged after a week).
    func messageNotFound()
}
