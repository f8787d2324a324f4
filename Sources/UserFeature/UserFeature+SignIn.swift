import ScreenKit

extension UserFeature {
    /// The scene `makeScene` builds for the signed-in viewer, or, for a signed-out visitor, the
    /// way to the sign-in form that brings them back to `next` (the current page by default).
    func signedIn(
        _ context: RouteContext,
        returningTo next: String? = nil,
        _ makeScene: (SignedInUser) -> any Coordinating
    ) -> any Coordinating {
        guard let viewer = context.user else {
            let location = flow.location(of: .signIn(next: next ?? context.navigator.currentLocation))
            return SignInRequiredCoordinator(navigator: context.navigator, signInLocation: location)
        }
        return makeScene(viewer)
    }
}
