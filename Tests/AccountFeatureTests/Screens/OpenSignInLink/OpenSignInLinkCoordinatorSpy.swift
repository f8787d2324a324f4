import ScreenKit
@testable import AccountFeature

/// Records where the presenter of a sign-in link's page sent the flow.
final class OpenSignInLinkCoordinatorSpy: OpenSignInLinkCoordinating {
    private(set) var signedIn: [(member: SignedInUser, remember: Bool, passwordRemoved: Bool)] = []

    func didSignIn(_ member: SignedInUser, remember: Bool, passwordRemoved: Bool) {
        signedIn.append((member, remember, passwordRemoved))
    }
}
