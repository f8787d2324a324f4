@testable import UserFeature

/// Records where the members list's presenter sent the flow.
final class UserListCoordinatorSpy: UserListCoordinating {
    private(set) var pageNotFoundCount = 0

    func pageNotFound() {
        pageNotFoundCount += 1
    }
}
