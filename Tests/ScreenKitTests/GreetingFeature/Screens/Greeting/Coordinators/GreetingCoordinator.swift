import ScreenKit

/// Starts the greeting screen for one request and decides where the flow goes next.
final class GreetingCoordinator: Coordinating, GreetingCoordinating {
    enum Action {
        case form
        case show(id: Int)
        case save(GreetingForm)
    }

    private let action: Action
    private let greetings: any GreetingRepository
    private let page = Page<GreetingView>()
    private var outcome: Outcome?

    init(action: Action, greetings: any GreetingRepository) {
        self.action = action
        self.greetings = greetings
    }

    func start() throws -> Outcome {
        let presenter = GreetingPresenter(view: page, coordinator: self, greetings: greetings)
        switch action {
        case .form: presenter.loadForm()
        case .show(let id): try presenter.load(id: id)
        case .save(let form): try presenter.save(name: form.name)
        }
        return outcome ?? .show(page)
    }

    func didSaveGreeting(id: Int) {
        outcome = .redirect(to: GreetingPaths.greeting(id), flash: .success("Greeting saved"))
    }

    func greetingNotFound() {
        outcome = .notFound("There is no such greeting.")
    }
}
