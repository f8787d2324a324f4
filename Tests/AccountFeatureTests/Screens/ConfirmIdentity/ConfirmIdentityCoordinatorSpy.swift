@testable import AccountFeature

/// Records where the password prompt's presenter sent the flow.
final class ConfirmIdentityCoordinatorSpy: ConfirmIdentityCoordinating {
    private(set) var confirmedNext: [String?] = []

    func didConfirm(next: String?) throws {
        confirmedNext.append(next)
    }
}
