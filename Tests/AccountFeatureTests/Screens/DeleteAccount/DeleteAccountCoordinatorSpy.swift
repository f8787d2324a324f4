@testable import AccountFeature

/// Records where the delete-account presenter sent the flow.
final class DeleteAccountCoordinatorSpy: DeleteAccountCoordinating {
    private(set) var deleteCount = 0

    func didDeleteAccount() throws {
        deleteCount += 1
    }
}
