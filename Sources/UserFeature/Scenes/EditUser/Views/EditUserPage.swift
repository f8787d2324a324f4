import HTTPCore
import ScreenKit
import ViewCode

/// The profile form's page: implements its viewable, and is shown by the navigator.
final class EditUserPage: Screen, EditUserViewable {
    private(set) var model = EditUserViewModel()
    private(set) var status = HTTPStatus.ok

    var title: String { "Edit profile" }

    var content: some HTML {
        EditUserView(model: model)
    }

    func show(_ model: EditUserViewModel) {
        self.model = model
        status = .ok
    }

    func showFieldErrors(_ model: EditUserViewModel) {
        self.model = model
        status = .unprocessableContent
    }
}
