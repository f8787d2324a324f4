/// Records where the presenter sent the flow.
final class GreetingCoordinatorSpy: GreetingCoordinating {
    private(set) var savedIDs: [Int] = []
    private(set) var notFoundCount = 0

    func didSaveGreeting(id: Int) {
        savedIDs.append(id)
    }

    func greetingNotFound() {
        notFoundCount += 1
    }
}
