import Domain
import ScreenKit

/// Gives the passkey script a challenge, as every screen that offers a passkey does: each
/// challenge is a stored row, so a visitor's are limited per client address, and a member's
/// per member and per address (the store also keeps only a few live per member). Where the
/// site's address allows no ceremony, the screen says why.
struct PasskeyChallengeUseCase {
    enum Outcome<Options> {
        case options(Options)
        /// No ceremony can run: `message` says why.
        case refused(String)
        case throttled(retryAfterSeconds: Int, message: String)
    }

    let ceremony: any PasskeyCeremony
    let throttle: SignInThrottleUseCase

    init(dependencies: any AccountDependencies) {
        ceremony = dependencies.passkeyCeremony
        throttle = SignInThrottleUseCase(attempts: dependencies.signInAttempts, clock: dependencies.clock, policy: dependencies.signInThrottle)
    }

    /// A challenge for `navigator.credentials.get()`: for signing in (`memberID` `nil`), or for
    /// a known member's second step or sudo prompt.
    func requestOptions(
        _ purpose: PasskeyChallengePurpose, memberID: Int?, from device: SessionDevice
    ) throws -> Outcome<PasskeyRequestOptions> {
        try limited(memberID: memberID, from: device) { try ceremony.requestOptions(purpose, memberID: memberID) }
    }

    /// A challenge for `navigator.credentials.create()`, for `member` to add a passkey.
    func creationOptions(for member: User, from device: SessionDevice) throws -> Outcome<PasskeyCreationOptions> {
        try limited(memberID: member.id, from: device) { try ceremony.creationOptions(for: member) }
    }

    /// Why passkeys cannot work at the site's address, in the page's language.
    static func unavailableMessage(_ problem: PasskeySiteProblem) -> String {
        switch problem {
        case .ipAddress: PasskeyText.passkeysNeedSiteName.text()
        case .notSecure: PasskeyText.passkeysUnavailable.text()
        }
    }

    private func limited<Options>(memberID: Int?, from device: SessionDevice, _ issue: () throws -> Options) throws -> Outcome<Options> {
        let decision = try memberID.map { try throttle.admitMemberPasskeyChallenge(memberID: $0, address: device.clientAddress) }
            ?? throttle.admitPasskeyChallenge(address: device.clientAddress)
        if case .throttled(let seconds) = decision {
            return .throttled(retryAfterSeconds: seconds, message: LoginPresenter.tooManyAttemptsMessage(retryAfterSeconds: seconds))
        }
        do {
            return .options(try issue())
        } catch PasskeyCeremonyError.unavailable(let problem) {
            return .refused(Self.unavailableMessage(problem))
        }
    }
}

extension PasskeyChallengeUseCase.Outcome {
    /// The screen's answer with `model`: the options in its `options` (200), or why there are
    /// none in its `error` (422), or the wait (429).
    func answer<Model, Destination>(
        _ model: Model, options: WritableKeyPath<Model, Options?>, error: WritableKeyPath<Model, String?>
    ) -> Answer<Model, Destination> {
        var model = model
        switch self {
        case .options(let issued):
            model[keyPath: options] = issued
            return .show(model)
        case .refused(let message):
            model[keyPath: error] = message
            return .problems(model)
        case .throttled(let seconds, let message):
            model[keyPath: error] = message
            return .throttled(model, retryAfterSeconds: seconds)
        }
    }
}
