@testable import LoginFeature
import ScreenKit

/// Records where the sign-in presenter sent the flow.
final class LoginCoordinatorSpy: LoginCoordinating {
    private(set) var signIns: [(user: SignedInUser, next: String?)] = []

    func didSignIn(_ user: SignedInUser, next: String?) throws {
        signIns.append((user, next))
    }
}
