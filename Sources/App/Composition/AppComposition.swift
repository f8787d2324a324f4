import Domain
import HomeFeature
import HTTPServer
import Logging
import LoginFeature
import ScreenKit
import UserFeature

/// Wires the features to the dependencies: the route table and the web layer in front of it.
enum AppComposition {
    static func configuration(appName: String = "ScreenKit") -> ApplicationConfiguration {
        var configuration = ApplicationConfiguration()
        configuration.appName = appName
        configuration.navigationLinks = [
            NavigationLink("Home", path: AppRoutes.home),
            NavigationLink("Members", path: AppRoutes.members, audience: .signedIn),
            NavigationLink("Sign in", path: AppRoutes.login, audience: .signedOut),
            NavigationLink("Create account", path: AppRoutes.register, audience: .signedOut),
        ]
        return configuration
    }

    /// Every feature's routes, in one table.
    static func router(dependencies: Dependencies) -> Router {
        var router = Router()
        router.register(HomeFeature(sections: [
            NewestMembersSection(users: dependencies.users),
            ProfileCardSection(users: dependencies.users),
        ]))
        router.register(LoginFeature(
            dependencies: LoginDependencies(
                users: dependencies.users, passwords: dependencies.passwords,
                attempts: dependencies.signInAttempts, clock: dependencies.clock),
            flow: AppFlow.login))
        router.register(UserFeature(users: dependencies.users, flow: AppFlow.users))
        return router
    }

    static func application(
        dependencies: Dependencies, configuration: ApplicationConfiguration, files: StaticFiles?, logger: Logger
    ) -> Application {
        Application(
            configuration: configuration,
            router: router(dependencies: dependencies),
            sessions: dependencies.sessions,
            users: SignedInUsers(users: dependencies.users),
            files: files,
            secretKey: dependencies.secretKey,
            clock: dependencies.clock,
            logger: logger)
    }
}
