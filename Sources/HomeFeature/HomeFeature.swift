public import ScreenKit

/// The home screen (`GET /`): a welcome, then the sections other features provide, in order.
///
/// ```swift
/// router.register(HomeFeature(sections: [
///     NewestMembersSection(users: users),
///     ProfileCardSection(users: users),
/// ], flow: AppFlow.home))
/// ```
public struct HomeFeature: Feature, Sendable {
    private let sections: [any SectionProvider]

    /// - Parameters:
    ///   - sections: Shown after the feature's own welcome section, in this order; each one is
    ///     left out when it has nothing for the viewer.
    ///   - flow: Where ``HomeDestination``s are, in the app's routes.
    public init(sections: [any SectionProvider], flow: any FlowType<HomeDestination>) {
        // Built once here rather than per request.
        self.sections = [WelcomeSection(flow: flow)] + sections
    }

    public func registerRoutes(on router: inout Router) {
        router.get(HomePaths.home, .anyone, HomeCoordinator(sections: sections))
    }
}

/// Screens of other features the home screen links a visitor to; the app's flow maps each one
/// to its route.
public enum HomeDestination: Sendable {
    case signIn
    case register
}
