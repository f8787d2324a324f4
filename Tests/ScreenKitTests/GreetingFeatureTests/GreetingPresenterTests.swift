import ScreenKitTesting
import Testing

/// The way every feature tests its presenters: a spy view, a spy coordinator, no server.
@Suite("Greeting presenter")
struct GreetingPresenterTests {
    let view = ViewSpy<GreetingViewModel>()
    let coordinator = GreetingCoordinatorSpy()
    let greetings = InMemoryGreetings()

    var presenter: GreetingPresenter {
        GreetingPresenter(view: view, coordinator: coordinator, greetings: greetings)
    }

    @Test func theFormStartsEmpty() {
        presenter.loadForm()
        #expect(view.shown == [GreetingViewModel()])
        #expect(coordinator.savedIDs.isEmpty)
    }

    @Test func aValidNameIsSavedTrimmedAndTheFlowMovesOn() throws {
        try presenter.save(name: "  Ada  ")
        #expect(coordinator.savedIDs == [1])
        #expect(try greetings.name(id: 1) == "Ada")
        #expect(view.problems.isEmpty)
    }

    @Test(arguments: [("", "Enter a name."), ("   ", "Enter a name."), (String(repeating: "x", count: 101), "Use at most 100 characters.")])
    func anInvalidNameIsShownWithItsProblemAndNothingIsSaved(name: String, message: String) throws {
        try presenter.save(name: name)
        #expect(view.problems == [GreetingViewModel(name: name, nameError: message)])
        #expect(coordinator.savedIDs.isEmpty)
        #expect(greetings.count == 0)
    }

    @Test func aKnownGreetingIsShown() throws {
        _ = try greetings.add(name: "Grace")
        try presenter.load(id: 1)
        #expect(view.shown == [GreetingViewModel(greeting: "Hello, Grace!", name: "Grace")])
    }

    @Test func anUnknownGreetingGoesToNotFound() throws {
        try presenter.load(id: 7)
        #expect(coordinator.notFoundCount == 1)
        #expect(view.shown.isEmpty)
    }
}
