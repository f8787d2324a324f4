import Domain
import HomeFeature
import HTTPCore
import Logging
import AccountFeature
import MailboxFeature
import ScreenKit
import UserFeature

/// Wires the features to the dependencies: the route table, the nav bar, and the web layer in
/// front of them.
enum AppComposition {
    static func configuration(appName: String = "ScreenKit") -> ApplicationConfiguration {
        var configuration = ApplicationConfiguration()
        configuration.appName = appName
        configuration.navigationLinks = [
            NavigationLink(NavigationText.home, path: HomePaths.home.location),
            NavigationLink(NavigationText.members, path: UserPaths.members.location, audience: .signedIn),
            NavigationLink(NavigationText.signIn, path: AccountPaths.signIn.location, audience: .signedOut),
            NavigationLink(NavigationText.createAccount, path: AccountPaths.register.location, audience: .signedOut),
        ]
        return configuration
    }

    /// Every feature's routes, in one table, each feature handed the app's one dependency
    /// container. The development mailbox is in it only when `servesMailbox`.
    static func router(dependencies: AppDependencies, servesMailbox: Bool) -> Router {
        var router = Router()
        router.register(HomeFeature(
            sections: [
                NewestMembersSection(users: dependencies.users),
                ProfileCardSection(users: dependencies.users),
            ],
            flow: AppFlow.home))
        router.register(AccountFeature(dependencies: dependencies, flow: AppFlow.account))
        router.register(UserFeature(dependencies: dependencies))
        if servesMailbox {
            router.register(MailboxFeature(dependencies: dependencies))
        }
        return router
    }

    /// - Parameter metrics: when metrics are on, the sessions created and ended are counted.
    static func application(
        dependencies: Dependencies, configuration: ApplicationConfiguration, mail: AccountMailSettings,
        mailDelivery: any MailDelivery = QueuedMailOnly(), servesMailbox: Bool,
        files: (any StaticFileSource)?, metrics: AppMetrics? = nil, logger: Logger
    ) -> Application {
        Application(
            configuration: configuration,
            router: router(dependencies: AppDependencies(stores: dependencies, mail: mail, mailDelivery: mailDelivery), servesMailbox: servesMailbox),
            flow: AppFlow.kit,
            sessions: metrics.map { $0.counting(dependencies.sessions) } ?? dependencies.sessions,
            reads: dependencies.reads,
            files: files,
            secretKey: dependencies.secretKey,
            clock: dependencies.clock,
            logger: logger
        ) { kit in
            // First in, so the id is in the logs of everything after it; last out.
            [RequestIDStage()] + kit.standard
        }
    }
}
