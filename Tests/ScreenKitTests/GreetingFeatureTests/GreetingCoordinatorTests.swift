import Testing

/// The coordinators place the presenter's destinations; both greeting screens agree on where
/// a saved greeting is.
@Suite("Greeting coordinators")
struct GreetingCoordinatorTests {
    let dependencies = TestGreetingDependencies()

    @Test func aSavedGreetingIsAtItsOwnPath() {
        #expect(GreetingCoordinator(dependencies: dependencies).location(of: .greeting(id: 3)) == "/greetings/3")
        #expect(NewGreetingCoordinator(dependencies: dependencies).location(of: .greeting(id: 12)) == "/greetings/12")
    }
}
