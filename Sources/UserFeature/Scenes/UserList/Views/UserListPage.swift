import HTTPCore
import ScreenKit
import ViewCode

/// The members list's page: implements its viewable, and is shown by the navigator.
final class UserListPage: Screen, UserListViewable {
    private(set) var model = UserListViewModel()
    let status = HTTPStatus.ok

    var title: String { "Members" }

    var content: some HTML {
        UserListView(model: model)
    }

    func show(_ model: UserListViewModel) {
        self.model = model
    }
}
