/// Where the greeting presenter may send the flow.
protocol GreetingCoordinating: AnyObject {
    func didSaveGreeting(id: Int)
    func greetingNotFound()
}
