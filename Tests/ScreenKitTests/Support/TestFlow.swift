import ScreenKit

/// Destinations the kit's test routes reach through a flow, as features reach other features.
enum TestDestination: Equatable {
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
