import ScreenKit

/// Builds signing out for a request: an action with no screen of its own.
struct LogoutCoordinator: Coordinator {
    typealias View = StatusView

    let dependencies: any AccountDependencies

    func start(_ request: ScreenRequest<SignedInUser?, Void, NoFields>) throws -> Answer<StatusView.Model, LogoutPresenter.Destination> {
        try LogoutPresenter(dependencies: dependencies).signOut(pending: request.pendingSignIn)
    }

    func location(of destination: LogoutPresenter.Destination) -> String {
        switch destination { case .signIn: AccountPaths.signIn.location }
    }
}
