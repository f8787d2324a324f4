import HTTPCore
import ScreenKit

/// Shows a plain page naming the member.
final class MemberPageCoordinator: Coordinating {
    private let navigator: Navigator
    private let id: Int

    init(navigator: Navigator, id: Int) {
        self.navigator = navigator
        self.id = id
    }

    func start() throws {
        navigator.showStatus(.ok, message: "Member \(id)")
    }
}
