/// A `<form>`. A POST form carries the buffer's ``HTMLBuffer/hiddenFormFields`` (the CSRF
/// token) as hidden inputs right after its opening tag, so no view writes them by hand.
///
/// ```swift
/// Form(action: "/login", method: .post, .novalidate) {
///     TextField(label: "Email", name: "email", value: email, type: .email)
///     SubmitButton("Sign in")
/// }
/// ```
public struct Form<Content: HTML>: HTML {
    @usableFromInline
    let action: String
    @usableFromInline
    let method: FormMethod
    @usableFromInline
    let attributes: HTMLAttributes
    @usableFromInline
    let content: Content

    /// - Parameters:
    ///   - action: Where the form is sent, checked like ``HTMLAttribute/href(_:)``.
    ///   - method: `.post` for anything that changes state; it adds the hidden fields.
    @inlinable
    public init(
        action: String,
        method: FormMethod,
        _ attributes: HTMLAttribute...,
        @HTMLBuilder content: () -> Content
    ) {
        self.init(action: action, method: method, storing: HTMLAttributes(attributes), content: content)
    }

    /// A form with attributes gathered in an array, for code that assembles them.
    @inlinable
    public init(
        action: String,
        method: FormMethod,
        attributes: [HTMLAttribute],
        @HTMLBuilder content: () -> Content
    ) {
        self.init(action: action, method: method, storing: HTMLAttributes(attributes), content: content)
    }

    @inlinable
    init(action: String, method: FormMethod, storing attributes: HTMLAttributes, @HTMLBuilder content: () -> Content) {
        self.action = action
        self.method = method
        self.attributes = attributes
        self.content = content()
    }

    @inlinable
    public func render(into buffer: inout HTMLBuffer) {
        buffer.write("<form")
        buffer.writeAttribute("action", URLSafety.checked(action))
        buffer.writeAttribute("method", method.rawValue)
        attributes.write(into: &buffer)
        buffer.write(byte: UInt8(ascii: ">"))
        if method == .post {
            buffer.writeHiddenFormFields()
        }
        content.render(into: &buffer)
        buffer.writeClosingTag("form")
    }
}

extension Form: Sendable where Content: Sendable {}

/// How a form is sent.
public enum FormMethod: String, Sendable {
    /// In the URL's query: searches and filters, never anything that changes state.
    case get
    /// In the request body; carries the buffer's hidden fields (the CSRF token).
    case post
}
