import Domain
import ScreenKit

/// Mails links: makes each link's secret, stores its digest with the message in one write,
/// and writes the message. The link's secret exists only in the message.
struct EmailLinkUseCase: Sendable {
    let users: any UserRepository
    let tokens: any EmailTokenRepository
    let outbox: any OutboxRepository
    let clock: any WallClock
    let settings: AccountMailSettings

    /// How long each kind of link works, in seconds.
    static let resetLifetime = 30 * 60
    static let signInLifetime = 15 * 60
    static let confirmationLifetime = 48 * 60 * 60

    init(dependencies: AccountDependencies) {
        users = dependencies.users
        tokens = dependencies.tokens
        outbox = dependencies.outbox
        clock = dependencies.clock
        settings = dependencies.mail
    }

    /// A reset link to the member with `email`; to an address no member has, a note saying so.
    /// Either way one message is queued in one write, so neither the page nor its timing tells
    /// whether the address has an account.
    func sendPasswordReset(to email: String) throws {
        try send(to: email, purpose: .passwordReset, path: AccountPaths.resetPassword, lifetime: Self.resetLifetime) { user, link in
            AccountMail.passwordReset(name: user.name, link: link, appName: settings.appName)
        }
    }

    /// A sign-in link to the member with `email`, or the same note as for a reset.
    func sendSignInLink(to email: String) throws {
        try send(to: email, purpose: .magicLink, path: AccountPaths.openSignInLink, lifetime: Self.signInLifetime) { user, link in
            AccountMail.signInLink(name: user.name, link: link, appName: settings.appName)
        }
    }

    /// The confirmation link of a member about to be stored, written with them.
    func confirmation(name: String, email: String) -> MailedToken {
        let secret = LinkSecret.generate()
        let link = settings.link(to: AccountPaths.confirmEmail, token: secret.text)
        return MailedToken(
            token: NewEmailToken(
                purpose: .emailConfirmation, hash: secret.digest, email: email,
                expiresAt: clock.secondsSince1970 + Self.confirmationLifetime),
            mail: AccountMail.confirmation(name: name, link: link, appName: settings.appName).mail(to: email, name: name))
    }

    /// A new confirmation link for `member`'s current address; the older one stops working.
    func resendConfirmation(to member: User) throws {
        try tokens.issue(confirmation(name: member.name, email: member.email), userID: member.id, at: clock.secondsSince1970)
    }

    /// A link to `newEmail` that makes it `member`'s address once opened.
    func sendEmailChange(for member: User, to newEmail: String) throws {
        let secret = LinkSecret.generate()
        let now = clock.secondsSince1970
        let link = settings.link(to: AccountPaths.confirmEmailChange, token: secret.text)
        let content = AccountMail.emailChange(name: member.name, newEmail: newEmail, link: link, appName: settings.appName)
        try tokens.issue(
            MailedToken(
                token: NewEmailToken(purpose: .emailChange, hash: secret.digest, email: newEmail, expiresAt: now + Self.confirmationLifetime),
                mail: content.mail(to: newEmail, name: member.name)),
            userID: member.id, at: now)
    }

    /// The notice to `member`'s old address once their address changed to `newEmail`.
    func emailChangedNotice(to member: User, newEmail: String) -> OutgoingMail {
        AccountMail.emailChangedNotice(
            name: member.name, newEmail: newEmail, settingsLink: settings.link(to: AccountPaths.settings), appName: settings.appName
        ).mail(to: member.email, name: member.name)
    }

    private func send(
        to email: String, purpose: EmailTokenPurpose, path: Path<Void>, lifetime: Int,
        content: (User, String) -> MailContent
    ) throws {
        let now = clock.secondsSince1970
        guard let member = try users.user(email: email) else {
            let note = AccountMail.noAccount(signInLink: settings.link(to: AccountPaths.signIn), appName: settings.appName)
            try outbox.enqueue(note.mail(to: email, name: ""), at: now)
            return
        }
        let secret = LinkSecret.generate()
        let mail = content(member, settings.link(to: path, token: secret.text)).mail(to: member.email, name: member.name)
        try tokens.issue(
            MailedToken(token: NewEmailToken(purpose: purpose, hash: secret.digest, email: member.email, expiresAt: now + lifetime), mail: mail),
            userID: member.id, at: now)
    }
}
