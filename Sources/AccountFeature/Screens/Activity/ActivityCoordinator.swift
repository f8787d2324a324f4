import Domain
import ScreenKit

/// Builds the security log screen for a request, at the page its query names.
struct ActivityCoordinator: Coordinator {
    typealias View = ActivityView

    let dependencies: any AccountDependencies

    func start(_ request: ScreenRequest<SignedInUser, Void, NoFields>) throws -> Answer<ActivityViewModel, Never> {
        let query = request.query
        // A key that is not a number is someone's typing: the newest events instead.
        let position = PagePosition(after: query["after"], before: query["before"], last: false) ?? .first
        return try ActivityPresenter(log: dependencies.securityLog, viewer: request.viewer).load(position)
    }
}
