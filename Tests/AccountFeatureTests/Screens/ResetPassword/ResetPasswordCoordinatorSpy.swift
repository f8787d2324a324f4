import ScreenKit
@testable import AccountFeature

/// Records where the new-password presenter sent the flow.
final class ResetPasswordCoordinatorSpy: ResetPasswordCoordinating {
    private(set) var signedIn: [SignedInUser] = []

    func didResetPassword(for member: SignedInUser) {
        signedIn.append(member)
    }
}
