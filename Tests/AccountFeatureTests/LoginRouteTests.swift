import HTTPCore
import AccountFeature
import ScreenKit
import Testing

/// Signing in and signing up hash a password (argon2id, about 20 ms), so their posts are
/// declared slow and run off the request threads; showing the forms and signing out stay quick.
@Suite("Login feature routes")
struct LoginRouteTests {
    let app: LoginTestApplication

    init() throws {
        app = try LoginTestApplication()
    }

    func workload(_ method: HTTPMethod, _ path: String) throws -> Workload {
        app.application.plan(method: method, target: try RequestTarget(parsing: path.utf8)).workload
    }

    @Test(arguments: ["/login", "/register"])
    func postingTheFormIsSlow(path: String) throws {
        #expect(try workload(.post, path) == .slow)
    }

    @Test(arguments: ["/login", "/register"])
    func showingTheFormIsQuick(path: String) throws {
        #expect(try workload(.get, path) == .quick)
    }

    @Test func signingOutIsQuick() throws {
        #expect(try workload(.post, "/logout") == .quick)
    }
}
