import Domain
import ScreenKit

/// The member's passkeys: the list and removing one; each removal is logged, since a passkey
/// signs in without the password.
struct PasskeysPresenter {
    enum Destination: Equatable {
        case passkeys
    }

    private let viewer: SignedInUser
    private let passkeys: any PasskeyRepository
    private let securityLog: SecurityLogUseCase

    init(_ dependencies: any AccountDependencies, viewer: SignedInUser) {
        self.viewer = viewer
        passkeys = dependencies.passkeys
        securityLog = SecurityLogUseCase(log: dependencies.securityLog, clock: dependencies.clock)
    }

    /// The member's passkeys, oldest first, as the store keeps them.
    func load() throws -> Answer<PasskeysViewModel, Destination> {
        let rows = try passkeys.passkeys(userID: viewer.id).map { passkey in
            PasskeyRow(
                id: passkey.id, name: passkey.name, addedAt: Timestamp(seconds: passkey.createdAt),
                lastUsedAt: passkey.lastUsedAt.map { Timestamp(seconds: $0) })
        }
        return .show(PasskeysViewModel(passkeys: rows))
    }

    /// Removes the member's passkey with `id`. Another member's id removes nothing (403), the
    /// same answer as one already gone, so ids of others' passkeys cannot be told apart.
    func remove(id: Int, device: SessionDevice) throws -> Answer<PasskeysViewModel, Destination> {
        guard try passkeys.removePasskey(id: id, userID: viewer.id) else {
            return .forbidden(AccountMessages.noSuchPasskey)
        }
        try securityLog.record(.passkeyRemoved, memberID: viewer.id, device: device)
        return .go(.passkeys, flash: .success(AccountMessages.passkeyRemoved))
    }
}
