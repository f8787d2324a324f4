import HTTPCore
import ScreenKit

/// Routes that exist only to exercise the kit from tests.
struct KitTestFeature: Feature {
    func registerRoutes(on router: inout Router) {
        router.post("/test/sign-in") { context in
            ClosureCoordinator {
                guard let id = context.form["user_id"].flatMap(Int.init), let user = try TestUsers().signedInUser(id: id) else {
                    context.navigator.showStatus(.unprocessableContent, message: "No such user.")
                    return
                }
                try context.navigator.signIn(user)
                context.navigator.go(to: .newGreeting, in: TestFlow())
            }
        }
        router.post("/logout") { context in
            ClosureCoordinator {
                try context.navigator.signOut()
                context.navigator.go(to: "/greetings/new", flash: .info("Signed out"))
            }
        }
        router.get("/test/fail") { _ in
            ClosureCoordinator { throw TestApplication.Boom() }
        }
        router.get("/test/nothing") { _ in
            ClosureCoordinator {}
        }
        router.get("/test/forbidden") { context in
            ClosureCoordinator { context.navigator.showStatus(.forbidden, message: "Only the owner may do that.") }
        }
        router.get("/") { context in
            ClosureCoordinator {
                let sections = try LoadedSection.load([WelcomeSection(), ProfileCardSection()], for: context.user)
                context.navigator.show(HomeScreen(sections: sections))
            }
        }
    }
}
