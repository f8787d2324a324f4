public import ScreenKit

/// The kit's destinations at the paths an app usually gives them — `/login?next=…`,
/// `/users/{id}`, `/`, `/logout`, `/settings/confirm?next=…`, `/settings` — for a feature's tests, which cannot import the app.
public struct TestKitFlow: FlowType {
    public init() {}

    public func location(of destination: KitDestination) -> String {
        switch destination {
        case .signIn(let returnTo): TestSupportPaths.signIn.location(query: ["next": returnTo])
        case .signedInHome(let user): TestSupportPaths.member(user.id)
        case .home: TestSupportPaths.home.location
        case .signOut: TestSupportPaths.signOut.location
        case .confirmIdentity(let returnTo): TestSupportPaths.confirmIdentity.location(query: ["next": returnTo])
        case .accountSettings: TestSupportPaths.settings.location
        case .resendEmailConfirmation: TestSupportPaths.resendConfirmation.location
        }
    }
}
