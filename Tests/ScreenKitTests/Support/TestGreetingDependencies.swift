/// The greeting screens' dependencies on an in-memory repository, for presenter and screen
/// tests.
final class TestGreetingDependencies: GreetingDependencies {
    let saved = InMemoryGreetings()

    var greetings: any GreetingRepository { saved }
}
