import HTTPCore
import ViewCode

/// The greeting screen's view code: a pure function of its model.
struct GreetingView: HTMLComponent {
    let model: GreetingViewModel

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            if let greeting = model.greeting {
                H1(greeting)
                LinkButton("Write another", href: "/greetings/new", style: .secondary)
            } else {
                H1("New greeting")
                Form(action: "/greetings", method: .post) {
                    TextField(label: "Name", name: "name", value: model.name, autocomplete: "name", error: model.nameError, required: true, maxLength: 100)
                    SubmitButton("Save greeting")
                }
            }
        }
    }
}
