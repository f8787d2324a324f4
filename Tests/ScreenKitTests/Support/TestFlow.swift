import ScreenKit

/// Destinations the kit's test routes reach through a flow, as features reach other features.
enum TestDestination {
    case newGreeting
    case greeting(id: Int)
}

/// The app side of the flow: maps each destination to its route.
struct TestFlow: FlowType {
    func location(of destination: TestDestination) -> String {
        switch destination {
        case .newGreeting: GreetingPaths.new.location
        case .greeting(let id): GreetingPaths.greeting(id)
        }
    }
}

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
