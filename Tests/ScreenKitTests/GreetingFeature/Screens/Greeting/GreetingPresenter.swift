import ScreenKit

/// The greeting screen's logic: the empty form, a saved greeting, or a new one validated and
/// saved. Each action answers with what it decided.
struct GreetingPresenter {
    enum Destination: Equatable {
        /// A greeting's page, after it was saved.
        case greeting(id: Int)
    }

    static let savedMessage = "Greeting saved"
    static let noSuchGreeting = "There is no such greeting."

    private let greetings: any GreetingRepository
    private let validateName = NameValidatorUseCase()

    init(_ dependencies: any GreetingDependencies) {
        greetings = dependencies.greetings
    }

    func loadForm() -> Answer<GreetingViewModel, Destination> {
        .show(GreetingViewModel())
    }

    func load(id: Int) throws -> Answer<GreetingViewModel, Destination> {
        guard let name = try greetings.name(id: id) else { return .notFound(Self.noSuchGreeting) }
        return .show(GreetingViewModel(greeting: "Hello, \(name)!", name: name))
    }

    /// Saves the trimmed name, or shows the form again with its problem and what was typed.
    func save(name: String) throws -> Answer<GreetingViewModel, Destination> {
        switch validateName(name) {
        case .failure(let problem):
            return .problems(GreetingViewModel(name: name, nameError: problem.message))
        case .success(let trimmed):
            return .go(.greeting(id: try greetings.add(name: trimmed)), flash: .success(Self.savedMessage))
        }
    }
}
