@testable import AccountFeature

/// Records where the presenter of a confirmation link's page sent the flow.
final class ConfirmEmailCoordinatorSpy: ConfirmEmailCoordinating {
    private(set) var messages: [String] = []

    func didConfirm(message: String) {
        messages.append(message)
    }
}
