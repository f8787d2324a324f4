import HTTPCore
import ScreenKit
import ViewCode

/// A member's page: implements its viewable, and is shown by the navigator.
final class UserDetailPage: Screen, UserDetailViewable {
    private(set) var model = UserDetailViewModel()
    let status = HTTPStatus.ok

    var title: String { model.name }

    var content: some HTML {
        UserDetailView(model: model)
    }

    func show(_ model: UserDetailViewModel) {
        self.model = model
    }
}
