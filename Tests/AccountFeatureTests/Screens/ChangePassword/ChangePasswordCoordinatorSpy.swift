@testable import AccountFeature

/// Records where the password form's presenter sent the flow.
final class ChangePasswordCoordinatorSpy: ChangePasswordCoordinating {
    private(set) var changeCount = 0

    func didChangePassword() throws {
        changeCount += 1
    }
}
