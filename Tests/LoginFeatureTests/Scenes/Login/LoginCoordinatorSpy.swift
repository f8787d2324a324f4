@testable import LoginFeature
import ScreenKit

/// Records where the sign-in presenter sent the flow.
final class LoginCoordinatorSpy: LoginCoordinating {
    private(set) var signedInUserIDs: [Int] = []
    private(set) var signIns: [(user: SignedInUser, next: String?)] = []
    private(set) var retryAfters: [Int] = []

    /// Whether the presenter did anything but show its view.
    var wentAnywhere: Bool { !signedInUserIDs.isEmpty || !signIns.isEmpty || !retryAfters.isEmpty }

    func showSignedInUser(id: Int) {
        signedInUserIDs.append(id)
    }

    func didSignIn(_ user: SignedInUser, next: String?) throws {
        signIns.append((user, next))
    }

    func signInThrottled(retryAfterSeconds: Int) {
        retryAfters.append(retryAfterSeconds)
    }
}
