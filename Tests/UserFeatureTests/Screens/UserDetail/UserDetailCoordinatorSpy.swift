@testable import UserFeature

/// Records where the member page's presenter sent the flow.
final class UserDetailCoordinatorSpy: UserDetailCoordinating {
    private(set) var notFoundCount = 0

    func memberNotFound() {
        notFoundCount += 1
    }
}
