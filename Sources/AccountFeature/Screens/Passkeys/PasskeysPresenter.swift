import Domain
import ScreenKit

/// The member's passkeys: the list, adding one and removing one; each change is logged, since
/// a passkey signs in without the password, and a new one is mailed to the member. Only a
/// member whose address is proven adds one: whoever signed up with an address may not own it.
struct PasskeysPresenter {
    enum Destination: Equatable {
        case passkeys
    }

    /// Longer names are refused: a name tells a member's passkeys apart, no more.
    static let maximumNameLength = 64

    private let viewer: SignedInUser
    private let dependencies: any AccountDependencies
    private let securityLog: SecurityLogUseCase

    init(_ dependencies: any AccountDependencies, viewer: SignedInUser) {
        self.viewer = viewer
        self.dependencies = dependencies
        securityLog = SecurityLogUseCase(log: dependencies.securityLog, clock: dependencies.clock)
    }

    /// The member's passkeys, oldest first, as the store keeps them.
    func load() throws -> Answer<PasskeysViewModel, Destination> {
        .show(try model())
    }

    /// The screen with a fresh registration challenge, for the browser's script; limited per
    /// member and address, as each challenge is a stored row.
    func creationOptions(device: SessionDevice) throws -> Answer<PasskeysViewModel, Destination> {
        var model = try model()
        guard !model.addressUnproven else {
            model.error = PasskeyText.addressUnproven.text()
            return .problems(model)
        }
        guard let member = try dependencies.users.user(id: viewer.id) else { return .forbidden(PasskeyText.noSuchPasskey.text()) }
        return try PasskeyChallengeUseCase(dependencies: dependencies).creationOptions(for: member, from: device)
            .answer(model, options: \.passkeyOptions, error: \.error)
    }

    /// Stores the passkey the browser made, under `name`, once the ceremony's checks pass, and
    /// mails the member that it was added.
    func add(name: String, registration: PasskeyRegistration, device: SessionDevice) throws -> Answer<PasskeysViewModel, Destination> {
        let name = name.trimmingWhitespace()
        var model = try model()
        model.name = name
        guard !model.addressUnproven else {
            model.error = PasskeyText.addressUnproven.text()
            return .problems(model)
        }
        guard !name.isEmpty, name.count <= Self.maximumNameLength else {
            model.nameError = PasskeyText.enterPasskeyName.text()
            return .problems(model)
        }
        let notices = WayInNoticeUseCase(dependencies: dependencies)
        if case .throttled(let seconds, let message) = try notices.admit(memberID: viewer.id) {
            model.error = message
            return .throttled(model, retryAfterSeconds: seconds)
        }
        do {
            _ = try dependencies.passkeyCeremony.register(registration, memberID: viewer.id, name: name)
        } catch let error as PasskeyCeremonyError {
            switch error {
            case .unavailable(let problem): model.error = PasskeyChallengeUseCase.unavailableMessage(problem)
            case .credentialTaken: model.error = PasskeyText.passkeyAlreadyAdded.text()
            case .addressUnproven: model.error = PasskeyText.addressUnproven.text()
            default: model.error = PasskeyText.passkeyNotAdded.text()
            }
            return .problems(model)
        }
        try securityLog.record(.passkeyAdded, memberID: viewer.id, device: device)
        try notices.send(.passkeyAdded, to: viewer.id)
        return .go(.passkeys, flash: .success(PasskeyText.passkeyAdded.text()))
    }

    /// Removes the member's passkey with `id`. Another member's id removes nothing (403), the
    /// same answer as one already gone, so ids of others' passkeys cannot be told apart.
    func remove(id: Int, device: SessionDevice) throws -> Answer<PasskeysViewModel, Destination> {
        guard try dependencies.passkeys.removePasskey(id: id, userID: viewer.id) else {
            return .forbidden(PasskeyText.noSuchPasskey.text())
        }
        try securityLog.record(.passkeyRemoved, memberID: viewer.id, device: device)
        return .go(.passkeys, flash: .success(PasskeyText.passkeyRemoved.text()))
    }

    private func model() throws -> PasskeysViewModel {
        let rows = try dependencies.passkeys.passkeys(userID: viewer.id).map { passkey in
            PasskeyRow(
                id: passkey.id, name: passkey.name, addedAt: Timestamp(seconds: passkey.createdAt),
                lastUsedAt: passkey.lastUsedAt.map { Timestamp(seconds: $0) })
        }
        return PasskeysViewModel(passkeys: rows, addressUnproven: !viewer.emailConfirmed)
    }
}
