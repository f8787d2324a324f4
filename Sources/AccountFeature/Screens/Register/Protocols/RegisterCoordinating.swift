import ScreenKit

/// Where the sign-up presenter may send the flow.
protocol RegisterCoordinating: AnyObject {
    /// The account exists: sign its member in and greet them on their page.
    func didRegister(_ user: SignedInUser, welcome: String) throws
}
