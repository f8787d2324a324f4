@testable import UserFeature

/// Records what the members list's presenter told its view.
final class UserListViewSpy: UserListViewable {
    private(set) var shown: [UserListViewModel] = []

    func show(_ model: UserListViewModel) {
        shown.append(model)
    }
}
