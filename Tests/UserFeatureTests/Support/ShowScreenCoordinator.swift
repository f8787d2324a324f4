import ScreenKit

/// Shows one fixed screen.
final class ShowScreenCoordinator<S: Screen>: Coordinating {
    private let navigator: Navigator
    private let screen: S

    init(navigator: Navigator, screen: S) {
        self.navigator = navigator
        self.screen = screen
    }

    func start() throws {
        navigator.show(screen)
    }
}
