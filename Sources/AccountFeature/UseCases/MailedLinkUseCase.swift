import Domain
import ScreenKit

/// What every screen a mailed link opens checks: the link (by its secret's digest, unused and
/// unexpired, for this purpose), and, before a post uses it, the client's throttle, which counts
/// the try like a wrong password until the link works.
struct MailedLinkUseCase: Sendable {
    private let tokens: any EmailTokenRepository
    private let clock: any WallClock
    private let throttle: SignInThrottleUseCase

    init(dependencies: any AccountDependencies) {
        tokens = dependencies.emailTokens
        clock = dependencies.clock
        throttle = SignInThrottleUseCase(attempts: dependencies.signInAttempts, clock: dependencies.clock, policy: dependencies.signInThrottle)
    }

    /// The stored link `secret` opens for `purpose`; `nil` for anything that is not one now.
    func link(_ secret: String, for purpose: EmailTokenPurpose) throws -> MailedLink? {
        guard let digest = LinkSecret.digest(of: secret),
            let stored = try tokens.token(hash: digest, purpose: purpose, at: clock.secondsSince1970)
        else { return nil }
        return MailedLink(digest: digest, token: stored)
    }

    /// Counts a try from `address` in advance, or refuses it with the wait when the address has
    /// failed too often.
    func admit(from address: String) throws -> LinkAdmission {
        switch try throttle.admitLinkUse(address: address) {
        case .allowed(let ticket):
            return .allowed(ticket)
        case .throttled(let seconds):
            let message = LoginPresenter.tooManyAttemptsMessage(retryAfterSeconds: seconds)
            return .throttled(retryAfterSeconds: seconds, message: message)
        }
    }

    /// The link worked: the try is not a failure after all. The account's failures stay until a
    /// sign-in completes (``signedIn(_:ticket:)``), which a link followed by a second step has
    /// not yet.
    func succeeded(ticket: SignInTicket) throws {
        try throttle.passed(ticket)
    }

    /// The link signed `member` in with nothing more to pass: the account starts afresh as
    /// after any completed sign-in.
    func signedIn(_ member: User, ticket: SignInTicket) throws {
        try throttle.completed(email: member.email, memberID: member.id, ticket: ticket)
    }
}

/// A link that works, found by its secret.
struct MailedLink: Sendable, Equatable {
    let digest: [UInt8]
    let token: EmailToken
}

enum LinkAdmission: Sendable, Equatable {
    case allowed(SignInTicket)
    case throttled(retryAfterSeconds: Int, message: String)
}
