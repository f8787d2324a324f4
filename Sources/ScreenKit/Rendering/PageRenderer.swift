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
    }

    func document(_ page: any ShownPage, _ inputs: ShellInputs) -> [UInt8] {
        var buffer = buffer(csrfToken: inputs.csrfToken)
        PageShell.render(
            chrome, into: &buffer, title: page.title, user: inputs.user, currentPath: inputs.currentPath,
            flash: inputs.flash, content: ShownContent(page: page))
        return buffer.takeBytes()
    }

    /// The screen's content alone, for a page that swaps it in; Turbo finds it by its frame.
    func fragment(_ page: any ShownPage, turboFrame: String?, csrfToken: String) -> [UInt8] {
        var buffer = buffer(csrfToken: csrfToken)
        if let turboFrame {
            TurboFrame(.id(turboFrame)) { ShownContent(page: page) }.render(into: &buffer)
        } else {
            ShownContent(page: page).render(into: &buffer)
        }
        return buffer.takeBytes()
    }

    private func buffer(csrfToken: String) -> HTMLBuffer {
        var buffer = HTMLBuffer(reservingCapacity: 8192)
        buffer.hiddenFormFields = HiddenFormFields(name: CSRFProtection.fieldName, value: csrfToken)
        return buffer
    }
}

/// A shown page's view as a piece of HTML for the shell to hold.
private struct ShownContent: HTML {
    let page: any ShownPage

    func render(into buffer: inout HTMLBuffer) {
        page.renderContent(into: &buffer)
    }
}

extension HTMLTag {
    /// `<turbo-frame>`: the part of a page Turbo replaces with the same frame of the answer.
    enum turboFrame: HTMLContentTag {
        static var name: StaticString { "turbo-frame" }
    }
}

private typealias TurboFrame<Content: HTML> = HTMLElement<HTMLTag.turboFrame, Content>
