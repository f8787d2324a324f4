import ScreenKit
import ViewCode

/// A one-line screen for routes that only need to show something; its form gives the page a
/// CSRF token.
struct NoteView: ScreenView {
    struct Model: Encodable, Equatable, Sendable {
        let note: String

        init(_ note: String) {
            self.note = note
        }
    }

    let model: Model

    func title(in language: Language) -> String { "Note" }

    var body: some HTML {
        H1(model.note)
        Form(action: "/test/anything", method: .post) {
            SubmitButton("Send")
        }
    }
}
