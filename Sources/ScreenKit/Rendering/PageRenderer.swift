import HTTPCore
import ViewCode

/// Renders a page whose inputs are settled: a pure function from the page, the shell's inputs
/// and the form token to bytes. Nothing here reads or writes cookies or sessions.
struct PageRenderer: Sendable {
    let chrome: PageChrome

    static let htmlContentType = "text/html; charset=utf-8"
    static let jsonContentType = "application/json; charset=utf-8"

    /// What the shell shows around one page.
    struct ShellInputs {
        let user: SignedInUser?
        let currentPath: String
        let flash: FlashMessage?
        /// Every POST form on the page carries it as `csrf_token`.
        let csrfToken: String
        /// The language the page is written in.
        let language: Language
    }

    /// The whole page: the shell around the screen's `content`.
    func document(title: String, _ inputs: ShellInputs, content: (inout HTMLBuffer) -> Void) -> [UInt8] {
        var buffer = buffer(csrfToken: inputs.csrfToken, language: inputs.language)
        // The closure is only called while the shell renders: lent, not kept.
        withoutActuallyEscaping(content) { content in
            PageShell.render(
                chrome, into: &buffer, title: title, user: inputs.user, currentPath: inputs.currentPath,
                flash: inputs.flash, content: ScreenContent(render: content))
        }
        return buffer.takeBytes()
    }

    /// The screen's content alone, for a page that swaps it in; Turbo finds it by its frame.
    func fragment(_ content: (inout HTMLBuffer) -> Void, turboFrame: String?, csrfToken: String, language: Language) -> [UInt8] {
        var buffer = buffer(csrfToken: csrfToken, language: language)
        withoutActuallyEscaping(content) { content in
            if let turboFrame {
                TurboFrame(.id(turboFrame)) { ScreenContent(render: content) }.render(into: &buffer)
            } else {
                content(&buffer)
            }
        }
        return buffer.takeBytes()
    }

    private func buffer(csrfToken: String, language: Language) -> HTMLBuffer {
        var buffer = HTMLBuffer(reservingCapacity: 8192)
        buffer.language = language
        buffer.hiddenFormFields = HiddenFormFields(name: CSRFProtection.fieldName, value: csrfToken)
        return buffer
    }
}

/// A screen's view, rendered by the closure the kit made for its model, as a piece of HTML
/// for the shell to hold.
private struct ScreenContent: HTML {
    let render: (inout HTMLBuffer) -> Void

    func render(into buffer: inout HTMLBuffer) {
        render(&buffer)
    }
}

extension HTMLTag {
    /// `<turbo-frame>`: the part of a page Turbo replaces with the same frame of the answer.
    enum turboFrame: HTMLContentTag {
        static var name: StaticString { "turbo-frame" }
    }
}

private typealias TurboFrame<Content: HTML> = HTMLElement<HTMLTag.turboFrame, Content>
