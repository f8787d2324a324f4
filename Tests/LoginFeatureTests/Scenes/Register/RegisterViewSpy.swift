@testable import LoginFeature

/// Records what the sign-up presenter told its view.
final class RegisterViewSpy: RegisterViewable {
    private(set) var shown: [RegisterViewModel] = []
    private(set) var refused: [RegisterViewModel] = []

    func show(_ model: RegisterViewModel) {
        shown.append(model)
    }

    func showFieldErrors(_ model: RegisterViewModel) {
        refused.append(model)
    }
}
