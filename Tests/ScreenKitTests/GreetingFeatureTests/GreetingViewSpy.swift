import HTTPCore

/// Records what the presenter told its view.
final class GreetingViewSpy: GreetingViewable {
    private(set) var shown: [GreetingViewModel] = []
    private(set) var nameErrors: [(message: String, name: String)] = []

    func show(_ model: GreetingViewModel) {
        shown.append(model)
    }

    func showNameError(_ message: String, name: String) {
        nameErrors.append((message, name))
    }
}
