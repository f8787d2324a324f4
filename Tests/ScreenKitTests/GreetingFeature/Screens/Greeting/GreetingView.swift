import ScreenKit
import ViewCode

/// The greeting screen's view code: a pure function of its model.
struct GreetingView: ScreenView {
    let model: GreetingViewModel

    func title(in language: Language) -> String { model.greeting == nil ? "New greeting" : "Greeting" }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            if let greeting = model.greeting {
                H1(greeting)
                LinkButton("Write another", href: GreetingPaths.new.location, style: .secondary)
            } else {
                H1("New greeting")
                Form(action: GreetingPaths.greetings.location, method: .post) {
                    TextField(
                        label: "Name", field: GreetingForm.CodingKeys.name, value: model.name, autocomplete: "name",
                        error: model.nameError, required: true, maxLength: 100)
                    SubmitButton("Save greeting")
                }
            }
        }
    }
}
