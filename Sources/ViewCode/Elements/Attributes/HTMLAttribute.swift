/// An attribute of an element: a name chosen by the program and a value that is always
/// escaped when rendered.
///
/// Build attributes with the static constructors, which read like the markup they make:
///
/// ```swift
/// Div(.id("profile"), .class("card"), .aria("live", "polite")) { … }
/// Input(type: .email, name: "email", .required, .autocomplete("email"))
/// ```
///
/// Names are never taken from user input: known names are compile-time literals, and the
/// few that take a `String` (``custom(name:value:)``, ``data(_:_:)``, ``aria(_:_:)``)
/// drop the attribute when the name has a character outside `[a-zA-Z0-9-_:]`.
public struct HTMLAttribute: Sendable {
    @usableFromInline
    let name: AttributeName
    /// `nil` for a boolean attribute, which is rendered as its name alone.
    @usableFromInline
    let value: String?

    @usableFromInline
    init(name: AttributeName, value: String?) {
        self.name = name
        self.value = value
    }

    init(_ name: StaticString, _ value: String) {
        self.init(name: .known(name), value: value)
    }

    init(boolean name: StaticString) {
        self.init(name: .known(name), value: nil)
    }

    /// An attribute that renders nothing.
    @inlinable
    public static var omitted: HTMLAttribute { HTMLAttribute(name: .dropped, value: nil) }

    /// `attribute` when `condition` holds, nothing otherwise: `.when(isAdmin, .data("role", "admin"))`.
    public static func when(_ condition: Bool, _ attribute: HTMLAttribute) -> HTMLAttribute {
        condition ? attribute : .omitted
    }

    /// Whether the attribute renders nothing, because it was omitted or its name was invalid.
    @inlinable
    public var isOmitted: Bool {
        if case .dropped = name { return true }
        return false
    }
}
