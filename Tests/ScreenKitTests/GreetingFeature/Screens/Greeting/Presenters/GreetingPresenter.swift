import ScreenKit

/// The greeting screen's logic: load a greeting, or validate and save a new one.
final class GreetingPresenter: Presenting {
    let view: any Viewable<GreetingViewModel>
    private let coordinator: any GreetingCoordinating
    private let greetings: any GreetingRepository
    private let validateName: NameValidatorUseCase

    init(view: any Viewable<GreetingViewModel>, coordinator: any GreetingCoordinating, greetings: any GreetingRepository) {
        self.view = view
        self.coordinator = coordinator
        self.greetings = greetings
        validateName = NameValidatorUseCase()
    }

    func loadForm() {
        view.show(GreetingViewModel())
    }

    func load(id: Int) throws {
        guard let name = try greetings.name(id: id) else {
            coordinator.greetingNotFound()
            return
        }
        view.show(GreetingViewModel(greeting: "Hello, \(name)!", name: name))
    }

    func save(name: String) throws {
        switch validateName(name) {
        case .failure(let problem):
            view.showProblems(GreetingViewModel(name: name, nameError: problem.message))
        case .success(let trimmed):
            coordinator.didSaveGreeting(id: try greetings.add(name: trimmed))
        }
    }
}
