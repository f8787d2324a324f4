import Domain
import ScreenKit

/// The member's passkeys: the list, adding one and removing one; each change is logged, since
/// a passkey signs in without the password.
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

    /// The screen with a fresh registration challenge, for the browser's script.
    func creationOptions() throws -> Answer<PasskeysViewModel, Destination> {
        var model = try model()
        guard let member = try dependencies.users.user(id: viewer.id) else { return .forbidden(AccountMessages.noSuchPasskey) }
        do {
            model.passkeyOptions = try dependencies.passkeyCeremony.creationOptions(for: member)
        } catch PasskeyCeremonyError.unavailable {
            model.error = AccountMessages.passkeysUnavailable
            return .problems(model)
        }
        return .show(model)
    }

    /// Stores the passkey the browser made, under `name`, once the ceremony's checks pass.
    func add(name: String, registration: PasskeyRegistration, device: SessionDevice) throws -> Answer<PasskeysViewModel, Destination> {
        let name = name.trimmingWhitespace()
        var model = try model()
        model.name = name
        guard !name.isEmpty, name.count <= Self.maximumNameLength else {
            model.nameError = AccountMessages.enterPasskeyName
            return .problems(model)
        }
        do {
            _ = try dependencies.passkeyCeremony.register(registration, memberID: viewer.id, name: name)
        } catch let error as PasskeyCeremonyError {
            switch error {
            case .unavailable: model.error = AccountMessages.passkeysUnavailable
            case .credentialTaken: model.error = AccountMessages.passkeyAlreadyAdded
            default: model.error = AccountMessages.passkeyNotAdded
            }
            return .problems(model)
        }
        try securityLog.record(.passkeyAdded, memberID: viewer.id, device: device)
        return .go(.passkeys, flash: .success(AccountMessages.passkeyAdded))
    }

    /// Removes the member's passkey with `id`. Another member's id removes nothing (403), the
    /// same answer as one already gone, so ids of others' passkeys cannot be told apart.
    func remove(id: Int, device: SessionDevice) throws -> Answer<PasskeysViewModel, Destination> {
        guard try dependencies.passkeys.removePasskey(id: id, userID: viewer.id) else {
            return .forbidden(AccountMessages.noSuchPasskey)
        }
        try securityLog.record(.passkeyRemoved, memberID: viewer.id, device: device)
        return .go(.passkeys, flash: .success(AccountMessages.passkeyRemoved))
    }

    private func model() throws -> PasskeysViewModel {
        let rows = try dependencies.passkeys.passkeys(userID: viewer.id).map { passkey in
            PasskeyRow(
                id: passkey.id, name: passkey.name, addedAt: Timestamp(seconds: passkey.createdAt),
                lastUsedAt: passkey.lastUsedAt.map { Timestamp(seconds: $0) })
        }
        return PasskeysViewModel(passkeys: rows)
    }
}
