import ScreenKit

/// Where the kit sends people in the test application.
struct KitTestFlow: FlowType {
    func location(of destination: KitDestination) -> String {
        switch destination {
        case .signIn(let returnTo): KitTestPaths.signIn.location(query: ["next": returnTo])
        case .signedInHome(let user): KitTestPaths.member(user.id)
        case .home: KitTestPaths.home.location
        case .signOut: KitTestPaths.signOut.location
        case .confirmIdentity(let returnTo): KitTestPaths.confirmIdentity.location(query: ["next": returnTo])
        case .accountSettings: KitTestPaths.settings.location
        case .resendEmailConfirmation: KitTestPaths.resendConfirmation.location
        }
    }
}
