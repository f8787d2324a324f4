@testable import AccountFeature

/// Records where the e-mail form's presenter sent the flow.
final class ChangeEmailCoordinatorSpy: ChangeEmailCoordinating {
    private(set) var requested: [String] = []

    func didRequestChange(to email: String) {
        requested.append(email)
    }
}
