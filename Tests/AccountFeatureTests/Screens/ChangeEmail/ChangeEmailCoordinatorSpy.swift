@testable import AccountFeature

/// Records where the e-mail form's presenter sent the flow.
final class ChangeEmailCoordinatorSpy: ChangeEmailCoordinating {
    private(set) var changeCount = 0

    func didChangeEmail() {
        changeCount += 1
    }
}
