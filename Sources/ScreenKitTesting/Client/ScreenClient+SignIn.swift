public import HTTPCore
import ScreenKit

extension ScreenClient {
    /// Why a test's sign-in did not happen.
    public struct SignInFailed: Error, CustomStringConvertible {
        public let status: HTTPStatus
        public var description: String { "the test sign-in answered \(status)" }
    }

    /// Signs in as the user `id` through ``TestSignInFeature``'s route, keeping the session
    /// in the jar.
    public func signIn(asUser id: Int) throws {
        let response = try get(TestSupportPaths.testSignIn(id))
        guard response.status == .seeOther else { throw SignInFailed(status: response.status) }
    }

    /// Opens ``TestSignInFeature``'s form page, so the next post carries a visitor's token.
    public func takeVisitorToken() throws {
        try get(TestSupportPaths.testForm.location)
    }
}
