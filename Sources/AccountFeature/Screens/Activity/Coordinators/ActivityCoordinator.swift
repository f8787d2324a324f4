import Domain
import ScreenKit

/// Starts the security log screen for one request.
final class ActivityCoordinator: Coordinating {
    private let viewer: SignedInUser
    private let pageText: String?
    private let log: any SecurityLogRepository

    init(viewer: SignedInUser, pageText: String?, log: any SecurityLogRepository) {
        self.viewer = viewer
        self.pageText = pageText
        self.log = log
    }

    func start() throws -> Outcome {
        let page = Page<ActivityView>()
        try ActivityPresenter(view: page, viewer: viewer, log: log).load(pageText: pageText)
        return .show(page)
    }
}
