import HTTPCore
import ScreenKit
import ViewCode

/// The greeting screen's page: implements its viewable, and is shown by the navigator.
final class GreetingPage: Screen, GreetingViewable {
    private(set) var model = GreetingViewModel()
    private(set) var status = HTTPStatus.ok

    var title: String { model.greeting == nil ? "New greeting" : "Greeting" }

    var content: some HTML {
        GreetingView(model: model)
    }

    func show(_ model: GreetingViewModel) {
        self.model = model
    }

    func showNameError(_ message: String, name: String) {
        model = GreetingViewModel(name: name, nameError: message)
        status = .unprocessableContent
    }
}
