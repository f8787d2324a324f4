import ScreenKit

/// Builds the devices screen for a request: the list (`GET`), or signing out every other
/// device (`POST`); ``RevokeDeviceCoordinator`` ends one.
struct DevicesCoordinator: Coordinator {
    typealias View = DevicesView

    let dependencies: any AccountDependencies

    func start(_ request: ScreenRequest<SignedInUser, Void, NoFields>) throws -> Answer<DevicesViewModel, DevicesPresenter.Destination> {
        let presenter = DevicesPresenter(dependencies, viewer: request.viewer, sessions: request.sessions)
        switch request.action {
        case .show: return try presenter.load()
        case .submit: return try presenter.signOutEverywhereElse(device: request.device)
        }
    }

    func location(of destination: DevicesPresenter.Destination) -> String {
        switch destination { case .devices: AccountPaths.devices.location }
    }
}

/// Ends one of the member's sessions, named by its number in the path.
struct RevokeDeviceCoordinator: Coordinator {
    typealias View = DevicesView

    let dependencies: any AccountDependencies

    func start(_ request: ScreenRequest<SignedInUser, Int, NoFields>) throws -> Answer<DevicesViewModel, DevicesPresenter.Destination> {
        try DevicesPresenter(dependencies, viewer: request.viewer, sessions: request.sessions)
            .revoke(number: request.parameters, device: request.device)
    }

    func location(of destination: DevicesPresenter.Destination) -> String {
        switch destination { case .devices: AccountPaths.devices.location }
    }
}
