public import Domain
public import ScreenKit

/// What the account screens need from the app: one container, from which each screen's
/// coordinator builds its presenter and use cases. The app's own dependencies conform.
///
/// ```swift
/// router.register(AccountFeature(dependencies: appDependencies, flow: AppFlow.account))
/// ```
public protocol AccountDependencies: AnyObject, Sendable {
    /// Where members are looked up and created.
    var users: any UserRepository { get }
    /// Hashes new passwords and verifies the ones typed at sign-in.
    var passwords: any PasswordHashing { get }
    /// Where sign-in failures, password work and messages asked for are counted.
    var signInAttempts: any SignInAttemptRepository { get }
    /// Where each member's sign-ins, failures and account changes are kept.
    var securityLog: any SecurityLogRepository { get }
    /// Where members' pictures are saved.
    var avatars: any AvatarRepository { get }
    /// Where the secrets of mailed links are kept (hashed), with their mail.
    var emailTokens: any EmailTokenRepository { get }
    /// Where messages wait for the sender.
    var outbox: any OutboxRepository { get }
    /// The site's address and name, for links and messages.
    var mail: AccountMailSettings { get }
    /// The time new members join at and failures are counted by.
    var clock: any WallClock { get }
    /// How many failures, and how much password work and mail, are tolerated.
    var signInThrottle: SignInThrottlePolicy { get }
    /// Lets a screen wait a moment for the message it queued to be sent.
    var mailDelivery: any MailDelivery { get }
    /// Where members' authenticators and recovery codes are kept.
    var secondSteps: any SecondStepRepository { get }
    /// Seals authenticator secrets, computes their codes, makes and digests recovery codes.
    var secondStepSecrets: any SecondStepSecrets { get }
    /// Draws the QR code an authenticator app scans.
    var qrCodes: any QRCodeDrawing { get }
    /// Where members' passkeys and the challenges of passkey ceremonies are kept.
    var passkeys: any PasskeyRepository { get }
    /// Registers passkeys and checks sign-ins with them (WebAuthn's rules, which the app hands in).
    var passkeyCeremony: any PasskeyCeremony { get }
}

extension AccountDependencies {
    public var signInThrottle: SignInThrottlePolicy { .standard }
    public var mailDelivery: any MailDelivery { QueuedMailOnly() }
}
