@testable import ScreenKit
import Synchronization
import Testing
import ViewCode

/// Counts how often its body is built, so a test sees when the view was walked.
private struct CountedView: ScreenView {
    static let bodies = Atomic<Int>(0)

    struct Model: Encodable, Equatable, Sendable {
        var name: String
    }

    let model: Model

    init(model: Model) {
        self.model = model
    }

    func title(in language: Language) -> String { "Counted" }

    var body: some HTML {
        let _ = Self.bodies.add(1, ordering: .relaxed)
        P { model.name }
        Form(action: "/save", method: .post) {
            SubmitButton("Save")
        }
    }
}

/// Same model type as another view, other markup: each has its own slot.
private struct HeadingView: ScreenView {
    let model: CountedView.Model

    func title(in language: Language) -> String { "Heading" }

    var body: some HTML {
        H1(model.name)
    }
}

private struct OtherView: ScreenView {
    let model: CountedView.Model

    func title(in language: Language) -> String { "Other" }

    var body: some HTML {
        H2(model.name)
    }
}

/// Copy from a catalog: the same model reads differently in each language.
private struct GreetingCopyView: ScreenView {
    let model: CountedView.Model

    func title(in language: Language) -> String { "Greeting" }

    var body: some HTML {
        P { Localized(RememberedText.hello, .text("name", model.name)) }
    }
}

private enum RememberedText: Int, MessageKey {
    case hello

    var argumentNames: [String] { ["name"] }

    static let messages = Messages<RememberedText>([
        .english: [.hello: "Hello, {name}"],
        .brazilianPortuguese: [.hello: "Olá, {name}"],
    ])
}

/// A page's content is rendered once per model on a thread and copied while the model stays
/// equal; the CSRF token is still each page's own.
@Suite("Remembered content")
struct RememberedContentTests {
    /// The screen's content as the kit renders it for a page, through the view's own
    /// `render`, which a view with an `Equatable` model takes from ``RememberedContent``.
    func render<View: ScreenView>(_ view: View.Type, _ model: View.Model, token: String) -> String {
        var buffer = HTMLBuffer()
        buffer.hiddenFormFields = [(name: "csrf_token", value: token)]
        View.render(model, into: &buffer)
        return String(decoding: buffer.takeBytes(), as: UTF8.self)
    }

    @Test func anEqualModelIsCopiedWithThisPagesToken() {
        let first = render(CountedView.self, .init(name: "Ada <Lovelace>"), token: "first-token")
        let walked = CountedView.bodies.load(ordering: .relaxed)
        let second = render(CountedView.self, .init(name: "Ada <Lovelace>"), token: "second-token")
        #expect(CountedView.bodies.load(ordering: .relaxed) == walked)
        #expect(second == first.replacing("first-token", with: "second-token"))
        #expect(second.contains("Ada &lt;Lovelace&gt;") && second.contains(#"value="second-token""#))

        let other = render(CountedView.self, .init(name: "Grace"), token: "third-token")
        #expect(CountedView.bodies.load(ordering: .relaxed) == walked + 1)
        #expect(other.contains("<p>Grace</p>") && !other.contains("Ada"))
    }

    @Test func anEqualModelInAnotherLanguageIsRenderedAgain() {
        func render(in language: Language) -> String {
            var buffer = HTMLBuffer()
            buffer.language = language
            GreetingCopyView.render(.init(name: "Ada"), into: &buffer)
            return String(decoding: buffer.takeBytes(), as: UTF8.self)
        }
        for _ in 0..<2 {
            #expect(render(in: .english) == "<p>Hello, Ada</p>")
            #expect(render(in: .brazilianPortuguese) == "<p>Olá, Ada</p>")
        }
    }

    @Test func eachScreenTypeKeepsItsOwn() {
        let heading = render(HeadingView.self, .init(name: "Same"), token: "t")
        let other = render(OtherView.self, .init(name: "Same"), token: "t")
        #expect(heading == "<h1>Same</h1>")
        #expect(other == "<h2>Same</h2>")
        #expect(render(HeadingView.self, .init(name: "Same"), token: "t") == "<h1>Same</h1>")
    }
}
