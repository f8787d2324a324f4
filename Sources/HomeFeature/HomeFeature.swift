public import ScreenKit

/// The home screen (`GET /`): a welcome, then the sections other features provide, in order.
///
/// ```swift
/// router.register(HomeFeature(sections: [
///     NewestMembersSection(users: users),
///     ProfileCardSection(users: users),
/// ]))
/// ```
public struct HomeFeature: Feature, Sendable {
    private let sections: [any SectionProvider]

    /// - Parameter sections: Shown after the feature's own welcome section, in this order;
    ///   each one is left out when it has nothing for the viewer.
    public init(sections: [any SectionProvider]) {
        // Built once here rather than per request.
        self.sections = [WelcomeSection()] + sections
    }

    public func registerRoutes(on router: inout Router) {
        router.get("/") { [sections] context in
            HomeCoordinator(navigator: context.navigator, sections: sections)
        }
    }
}
