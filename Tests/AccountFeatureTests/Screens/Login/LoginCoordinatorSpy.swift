@testable import AccountFeature
import ScreenKit

/// Records where the sign-in presenter sent the flow.
final class LoginCoordinatorSpy: LoginCoordinating {
    private(set) var signIns: [(user: SignedInUser, next: String?)] = []
    private(set) var remembered: [Bool] = []

    func didSignIn(_ user: SignedInUser, remember: Bool, next: String?) throws {
        signIns.append((user, next))
        remembered.append(remember)
    }
}
