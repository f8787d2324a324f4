import ScreenKit

/// Answers a client of another machine in place of the mailbox: 403 and why. The path is real
/// on this server, and the refusal is about who asks, so a developer who opens it from a phone
/// or a virtual machine is told what to do rather than left looking for a mistyped route; a
/// 404 would hide nothing, since only a development server has the route at all.
final class MailboxRefusalCoordinator: Coordinating {
    static let message =
        "The development mailbox answers only on this machine: open it in a browser on the computer the server runs on."

    func start() throws -> Outcome {
        .forbidden(Self.message)
    }
}
