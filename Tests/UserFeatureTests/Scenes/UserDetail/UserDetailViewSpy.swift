@testable import UserFeature

/// Records what the member page's presenter told its view.
final class UserDetailViewSpy: UserDetailViewable {
    private(set) var shown: [UserDetailViewModel] = []

    func show(_ model: UserDetailViewModel) {
        shown.append(model)
    }
}
