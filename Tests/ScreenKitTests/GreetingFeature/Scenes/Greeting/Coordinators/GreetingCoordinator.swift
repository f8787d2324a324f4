import HTTPCore
import ScreenKit

/// Starts the greeting screen for one request and decides where the flow goes next.
final class GreetingCoordinator: Coordinating, GreetingCoordinating {
    enum Action {
        case form
        case show(id: Int)
        case save(name: String)
    }

    private let navigator: Navigator
    private let greetings: any GreetingRepository
    private let action: Action

    init(navigator: Navigator, greetings: any GreetingRepository, action: Action) {
        self.navigator = navigator
        self.greetings = greetings
        self.action = action
    }

    func start() throws {
        let page = GreetingPage()
        let presenter = GreetingPresenter(view: page, coordinator: self, greetings: greetings)
        navigator.show(page)
        switch action {
        case .form: presenter.loadForm()
        case .show(let id): try presenter.load(id: id)
        case .save(let name): try presenter.save(name: name)
        }
    }

    func didSaveGreeting(id: Int) {
        navigator.go(to: "/greetings/\(id)", flash: .success("Greeting saved"))
    }

    func greetingNotFound() {
        navigator.showStatus(.notFound, message: "There is no such greeting.")
    }
}
