import ScreenKit

/// Builds signing out for a request: an action with no screen of its own.
struct LogoutCoordinator: Coordinator {
    typealias View = StatusView

    func start(_ request: ScreenRequest<SignedInUser?, Void, NoFields>) throws -> Answer<StatusView.Model, LogoutPresenter.Destination> {
        LogoutPresenter(language: request.language).signOut()
    }

    func location(of destination: LogoutPresenter.Destination) -> String {
        switch destination { case .signIn: AccountPaths.signIn.location }
    }
}
