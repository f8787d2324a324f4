@testable import AccountFeature

/// Records where the presenter of a confirmation link's page sent the flow.
final class ConfirmEmailCoordinatorSpy: ConfirmEmailCoordinating {
    private(set) var messages: [String] = []
    private(set) var passwordsRemoved: [Bool] = []

    func didConfirm(message: String, passwordRemoved: Bool) {
        messages.append(message)
        passwordsRemoved.append(passwordRemoved)
    }
}
