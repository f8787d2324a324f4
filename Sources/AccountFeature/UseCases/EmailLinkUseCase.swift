import Domain
import ScreenKit

/// Mails links: makes each link's secret, stores its digest with the message in one write,
/// and writes the message. The link's secret exists only in the message.
///
/// Each message is written in its recipient's language: the member's own setting, else the
/// language of the request that sent it (the only guess there is for an address no member
/// has, or a member who left the choice to their browser).
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

    /// How long a screen that mails a link waits for the message to be handed to the mail
    /// server before it says the link is on its way instead.
    static let deliveryWait = Duration.seconds(2)

    init(dependencies: any AccountDependencies) {
        users = dependencies.users
        tokens = dependencies.emailTokens
        outbox = dependencies.outbox
        clock = dependencies.clock
        settings = dependencies.mail
    }

    /// A reset link to the member with `email`; to an address no member has, a note saying so.
    /// Either way one message is queued in one write, so neither the page nor its timing tells
    /// whether the address has an account.
    func sendPasswordReset(to email: String) throws {
        try send(to: email, purpose: .passwordReset, path: AccountPaths.resetPassword, lifetime: Self.resetLifetime) { link, language in
            AccountMail.passwordReset(link: link, appName: settings.appName, language: language)
        }
    }

    /// A sign-in link to the member with `email`, or the same note as for a reset.
    func sendSignInLink(to email: String) throws {
        try send(to: email, purpose: .magicLink, path: AccountPaths.openSignInLink, lifetime: Self.signInLifetime) { link, language in
            AccountMail.signInLink(link: link, appName: settings.appName, language: language)
        }
    }

    /// The confirmation link of a member about to be stored, written with them; in the
    /// language of `member`, once there is one with a setting.
    func confirmation(email: String, for member: User? = nil) -> MailedToken {
        let secret = LinkSecret.generate()
        let link = settings.link(to: AccountPaths.confirmEmail, token: secret.text)
        return MailedToken(
            token: NewEmailToken(
                purpose: .emailConfirmation, hash: secret.digest, email: email,
                expiresAt: clock.secondsSince1970 + Self.confirmationLifetime),
            mail: AccountMail.confirmation(link: link, appName: settings.appName, language: recipientLanguage(member)).mail(to: email))
    }

    /// A new confirmation link for `member`'s current address; the older one stops working.
    func resendConfirmation(to member: User) throws {
        try tokens.issue(confirmation(email: member.email, for: member), userID: member.id, at: clock.secondsSince1970)
    }

    /// In one write: a link to `newEmail` that makes it `member`'s address once opened, and a
    /// notice to the address they have now with a link that cancels the change. Older links of
    /// both kinds stop working.
    func sendEmailChange(for member: User, to newEmail: String) throws {
        let change = LinkSecret.generate()
        let cancel = LinkSecret.generate()
        let now = clock.secondsSince1970
        let expiresAt = now + Self.confirmationLifetime
        let changeLink = settings.link(to: AccountPaths.confirmEmailChange, token: change.text)
        let cancelLink = settings.link(to: AccountPaths.cancelEmailChange, token: cancel.text)
        try tokens.issue(
            [
                MailedToken(
                    token: NewEmailToken(purpose: .emailChange, hash: change.digest, email: newEmail, expiresAt: expiresAt),
                    mail: AccountMail.emailChange(link: changeLink, appName: settings.appName, language: recipientLanguage(member))
                        .mail(to: newEmail)),
                MailedToken(
                    token: NewEmailToken(purpose: .emailChangeCancel, hash: cancel.digest, email: member.email, expiresAt: expiresAt),
                    mail: AccountMail.emailChangeRequested(
                        newEmail: newEmail, cancelLink: cancelLink, appName: settings.appName, language: recipientLanguage(member)
                    ).mail(to: member.email)),
            ],
            userID: member.id, at: now)
    }

    /// Tells `owner`, whose address `email` another member asked to move to, that nothing
    /// changed: at the address as typed, in the owner's language.
    func sendAddressInUse(to email: String, owner: User) throws {
        let note = AccountMail.addressInUse(
            signInLink: settings.link(to: AccountPaths.signIn), appName: settings.appName, language: recipientLanguage(owner))
        try outbox.enqueue(note.mail(to: email), at: clock.secondsSince1970)
    }

    /// Tells `owner` that someone tried to sign up with their address, with the way to a new
    /// password should it have been them.
    func sendSignUpAttempt(to owner: User) throws {
        let note = AccountMail.signUpAttempt(
            resetLink: settings.link(to: AccountPaths.forgotPassword), appName: settings.appName, language: recipientLanguage(owner))
        try outbox.enqueue(note.mail(to: owner.email), at: clock.secondsSince1970)
    }

    /// Tells `member` of `change` to the ways into their account, with the way to their security log.
    func sendWayInNotice(_ change: WayInChange, to member: User) throws {
        let note = AccountMail.wayInNotice(
            change, activityLink: settings.link(to: AccountPaths.activity), appName: settings.appName,
            language: recipientLanguage(member))
        try outbox.enqueue(note.mail(to: member.email), at: clock.secondsSince1970)
    }

    /// The notice to `member`'s old address once their address changed to `newEmail`.
    func emailChangedNotice(to member: User, newEmail: String) -> OutgoingMail {
        AccountMail.emailChangedNotice(
            newEmail: newEmail, settingsLink: settings.link(to: AccountPaths.settings), appName: settings.appName,
            language: recipientLanguage(member)
        ).mail(to: member.email)
    }

    private func send(
        to email: String, purpose: EmailTokenPurpose, path: Path<Void>, lifetime: Int, content: (String, Language) -> MailContent
    ) throws {
        let now = clock.secondsSince1970
        guard let member = try users.user(email: email) else {
            let note = AccountMail.noAccount(signInLink: settings.link(to: AccountPaths.signIn), appName: settings.appName, language: Language.current)
            try outbox.enqueue(note.mail(to: email), at: now)
            return
        }
        let secret = LinkSecret.generate()
        let mail = content(settings.link(to: path, token: secret.text), recipientLanguage(member)).mail(to: member.email)
        try tokens.issue(
            MailedToken(token: NewEmailToken(purpose: purpose, hash: secret.digest, email: member.email, expiresAt: now + lifetime), mail: mail),
            userID: member.id, at: now)
    }

    /// The member's own language, else the request's.
    private func recipientLanguage(_ member: User?) -> Language {
        member?.language ?? Language.current
    }
}
