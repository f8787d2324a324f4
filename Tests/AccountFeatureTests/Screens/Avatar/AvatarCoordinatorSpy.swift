@testable import AccountFeature

/// Records where the picture screen's presenter sent the flow.
final class AvatarCoordinatorSpy: AvatarCoordinating {
    private(set) var messages: [String] = []

    func didChangePicture(message: String) {
        messages.append(message)
    }
}
