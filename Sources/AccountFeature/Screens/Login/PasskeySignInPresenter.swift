import Domain
import ScreenKit

/// Signing in with a passkey and no address typed: the browser offers the passkeys it holds
/// for the site, and the one chosen names its member. A passkey checked its person itself
/// (user verification is required), so no second step follows. Failures count against the
/// client's address as wrong passwords do; a success forgets them as a password's does.
struct PasskeySignInPresenter {
    private let dependencies: any AccountDependencies
    private let safeNext = SafeNextPathUseCase()

    init(_ dependencies: any AccountDependencies) {
        self.dependencies = dependencies
    }

    private var throttle: SignInThrottleUseCase {
        SignInThrottleUseCase(attempts: dependencies.signInAttempts, clock: dependencies.clock, policy: dependencies.signInThrottle)
    }

    /// The sign-in screen with a fresh challenge, for the script. Anyone may ask, so each
    /// client address may ask as often as it may sign in.
    func options(next: String?, device: SessionDevice) throws -> Answer<LoginViewModel, LoginPresenter.Destination> {
        try PasskeyChallengeUseCase(dependencies: dependencies).requestOptions(.signIn, memberID: nil, from: device)
            .answer(LoginViewModel(next: safeNext(next)), options: \.passkeyOptions, error: \.error)
    }

    func signIn(_ assertion: PasskeyAssertion, next: String?, device: SessionDevice) throws -> Answer<LoginViewModel, LoginPresenter.Destination> {
        let next = safeNext(next)
        let ticket: SignInTicket
        switch try throttle.admitLinkUse(address: device.clientAddress) {
        case .throttled(let seconds):
            let wait = LoginPresenter.tooManyAttemptsMessage(retryAfterSeconds: seconds)
            return .throttled(LoginViewModel(next: next, error: wait), retryAfterSeconds: seconds)
        case .allowed(let admitted):
            ticket = admitted
        }
        let refused = LoginViewModel(next: next, error: PasskeyText.passkeySignInFailed.text())
        let passkey: Passkey
        do {
            passkey = try dependencies.passkeyCeremony.verify(assertion, .signIn, memberID: nil)
        } catch is PasskeyCeremonyError {
            return .problems(refused)
        }
        guard let member = try dependencies.users.user(id: passkey.userID) else { return .problems(refused) }
        try throttle.completed(email: member.email, memberID: member.id, ticket: ticket)
        try SecurityLogUseCase(log: dependencies.securityLog, clock: dependencies.clock)
            .record(.signedInWithPasskey, memberID: member.id, device: device)
        let user = SignedInUser(id: member.id, name: member.name, emailConfirmed: member.isEmailConfirmed)
        return .go(next.map(LoginPresenter.Destination.next) ?? .memberPage(id: member.id)).signingIn(user, method: .passkey)
    }
}
