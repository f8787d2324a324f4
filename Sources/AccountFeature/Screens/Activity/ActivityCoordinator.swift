import Domain
import ScreenKit

/// Builds the security log screen for a request, at the page its query names.
struct ActivityCoordinator: Coordinator {
    typealias View = ActivityView

    let dependencies: any AccountDependencies

    func start(_ request: ScreenRequest<SignedInUser, Void, NoFields>) throws -> Answer<ActivityViewModel, Never> {
        try ActivityPresenter(log: dependencies.securityLog, viewer: request.viewer).load(pageText: request.query["page"])
    }
}
