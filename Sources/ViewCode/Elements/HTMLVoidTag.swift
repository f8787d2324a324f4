/// A tag whose element has attributes only: no content and no closing tag.
///
/// ```swift
/// Input(type: .email, name: "email")   // <input type="email" name="email">
/// ```
public protocol HTMLVoidTag: HTMLTagName {}
