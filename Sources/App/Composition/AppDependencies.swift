import AccountFeature
import Domain
import MailboxFeature
import ScreenKit
import UserFeature
import WebAuthn

/// The app's dependency container, built once at start and shared by every request thread:
/// each feature is handed this one object as its own dependency protocol, and each screen's
/// coordinator takes what it needs from it. A new service is one property here, one line
/// where it is built, and one requirement in the protocol of the feature that uses it.
final class AppDependencies: AccountDependencies, UserDependencies, MailboxDependencies {
    let users: any UserRepository
    let passwords: any PasswordHashing
    let signInAttempts: any SignInAttemptRepository
    let securityLog: any SecurityLogRepository
    let avatars: any AvatarRepository
    let emailTokens: any EmailTokenRepository
    let outbox: any OutboxRepository
    let clock: any WallClock
    let mail: AccountMailSettings
    let mailDelivery: any MailDelivery
    let secondSteps: any SecondStepRepository
    let passkeys: any PasskeyRepository
    let passkeyCeremony: any PasskeyCeremony
    let secondStepSecrets: any SecondStepSecrets
    let qrCodes: any QRCodeDrawing

    /// The relying party passkeys are registered with and checked against, from the site's
    /// address as mail links take it (`--public-url`, or the address listened on), read at each
    /// ceremony because a port the system picks is known only once the server listens; `nil`
    /// where browsers run no ceremony (plain http beyond `localhost`, an IP address).
    var relyingParty: RelyingParty? { RelyingParty(siteURL: mail.siteURL) }

    /// - Parameters:
    ///   - stores: The repositories of the store the server opened.
    ///   - mail: The site's address and name, for the links and words of mail.
    ///   - mailDelivery: Lets a screen wait a moment for its message to be sent.
    init(stores: Dependencies, mail: AccountMailSettings, mailDelivery: any MailDelivery = QueuedMailOnly()) {
        users = stores.users
        passwords = stores.passwords
        signInAttempts = stores.signInAttempts
        securityLog = stores.securityLog
        avatars = stores.avatars
        emailTokens = stores.emailTokens
        outbox = stores.outbox
        clock = stores.clock
        self.mail = mail
        self.mailDelivery = mailDelivery
        secondSteps = stores.secondSteps
        passkeys = stores.passkeys
        secondStepSecrets = SodiumSecondStepSecrets(serverKey: stores.secretKey)
        qrCodes = LibQREncodeDrawing()
        passkeyCeremony = WebAuthnPasskeyCeremony(
            passkeys: stores.passkeys, clock: stores.clock, siteName: mail.appName, serverKey: stores.secretKey
        ) { mail.siteURL }
    }
}
