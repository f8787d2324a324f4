@testable import UserFeature

/// Records what the profile form's presenter told its view.
final class EditUserViewSpy: EditUserViewable {
    private(set) var shown: [EditUserViewModel] = []
    private(set) var fieldErrors: [EditUserViewModel] = []

    func show(_ model: EditUserViewModel) {
        shown.append(model)
    }

    func showFieldErrors(_ model: EditUserViewModel) {
        fieldErrors.append(model)
    }
}
