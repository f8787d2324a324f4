public import Localization

/// View code that needs the page's language as a value (``HTMLBuffer/language``), where a
/// component takes copy as a `String` argument, such as a field's label or a button's title.
///
/// ```swift
/// InPageLanguage { language in
///     TextField(label: AccountText.emailLabel.text(in: language), field: Field.email)
/// }
/// ```
///
/// The language is known only when the page is rendered, after the view was built; reading
/// it here keeps the model free of it.
public struct InPageLanguage<Content: HTML>: HTML {
    @usableFromInline
    let content: (Language) -> Content

    @inlinable
    public init(@HTMLBuilder content: @escaping (Language) -> Content) {
        self.content = content
    }

    @inlinable
    public func render(into buffer: inout HTMLBuffer) {
        content(buffer.language).render(into: &buffer)
    }
}
