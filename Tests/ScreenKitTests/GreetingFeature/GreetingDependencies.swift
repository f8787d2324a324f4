/// What the greeting screens need from the app: one container, from which each coordinator
/// builds its presenter. The test's own container conforms.
protocol GreetingDependencies: AnyObject, Sendable {
    /// Where greetings are kept.
    var greetings: any GreetingRepository { get }
}
