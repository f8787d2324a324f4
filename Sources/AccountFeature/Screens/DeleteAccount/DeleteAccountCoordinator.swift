import ScreenKit

/// Builds the delete-account form's presenter for a request; a deleted account's browser is
/// signed out and leaves for the home page.
struct DeleteAccountCoordinator: Coordinator {
    typealias View = DeleteAccountView

    let dependencies: any AccountDependencies
    let flow: any FlowType<AccountDestination>

    func start(
        _ request: ScreenRequest<SignedInUser, Void, DeleteAccountForm>
    ) throws -> Answer<DeleteAccountViewModel, DeleteAccountPresenter.Destination> {
        let presenter = DeleteAccountPresenter(users: dependencies.users, viewer: request.viewer)
        switch request.action {
        case .show: return try presenter.load()
        case .submit(let form): return try presenter.delete(typedEmail: form.email)
        }
    }

    func location(of destination: DeleteAccountPresenter.Destination) -> String {
        switch destination { case .home: flow.location(of: .home) }
    }
}
