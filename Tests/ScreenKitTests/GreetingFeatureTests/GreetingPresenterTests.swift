import ScreenKit
import ScreenKitTesting
import Testing

/// The way every feature tests its presenters: build one on in-memory dependencies, call an
/// action, compare the answer it returns. No server, no spies.
@Suite("Greeting presenter")
struct GreetingPresenterTests {
    let dependencies = TestGreetingDependencies()
    var greetings: InMemoryGreetings { dependencies.saved }

    var presenter: GreetingPresenter {
        GreetingPresenter(dependencies)
    }

    @Test func theFormStartsEmpty() {
        #expect(presenter.loadForm() == .show(GreetingViewModel()))
        #expect(greetings.count == 0)
    }

    @Test func aValidNameIsSavedTrimmedAndTheFlowMovesOn() throws {
        let answer = try presenter.save(name: "  Ada  ")
        #expect(answer == .go(.greeting(id: 1), flash: .success(GreetingPresenter.savedMessage)))
        #expect(answer.sessionChange == nil)
        #expect(try greetings.name(id: 1) == "Ada")
    }

    @Test(arguments: [("", "Enter a name."), ("   ", "Enter a name."), (String(repeating: "x", count: 101), "Use at most 100 characters.")])
    func anInvalidNameIsShownWithItsProblemAndNothingIsSaved(name: String, message: String) throws {
        #expect(try presenter.save(name: name) == .problems(GreetingViewModel(name: name, nameError: message)))
        #expect(greetings.count == 0)
    }

    @Test func aKnownGreetingIsShown() throws {
        _ = try greetings.add(name: "Grace")
        #expect(try presenter.load(id: 1) == .show(GreetingViewModel(greeting: "Hello, Grace!", name: "Grace")))
    }

    @Test func anUnknownGreetingIsNotFound() throws {
        let answer = try presenter.load(id: 7)
        #expect(answer == .notFound(GreetingPresenter.noSuchGreeting))
        #expect(answer.statusScreen?.status == .notFound)
        #expect(answer.shown == nil)
    }
}
