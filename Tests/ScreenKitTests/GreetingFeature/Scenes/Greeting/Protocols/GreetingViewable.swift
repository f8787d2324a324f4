import HTTPCore
import ScreenKit

/// What the greeting presenter may tell its page.
protocol GreetingViewable: Viewable {
    func show(_ model: GreetingViewModel)
    func showNameError(_ message: String, name: String)
}
