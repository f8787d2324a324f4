public import Localization

/// A catalog's message in the page's language (``HTMLBuffer/language``), escaped: the way a
/// view writes every string a person reads.
///
/// ```swift
/// H1 { Localized(AccountText.signInTitle) }
/// P { Localized(HomeText.welcomeBack, .text("name", model.name)) }
/// ```
///
/// The template was parsed when its catalog was first read; writing it copies its runs of
/// text and fills its arguments, and a message without arguments allocates nothing.
public struct Localized<Key: MessageKey>: HTML, Sendable {
    public let key: Key
    public let arguments: [MessageArgument]

    @inlinable
    public init(_ key: Key, _ arguments: MessageArgument...) {
        self.key = key
        self.arguments = arguments
    }

    @inlinable
    public func render(into buffer: inout HTMLBuffer) {
        key.write(in: buffer.language, arguments, into: &buffer)
    }
}

extension HTMLBuffer: MessageSink {
    public mutating func appendMessageText(_ text: Substring) {
        // A catalog's copy is a native string, whose bytes are lent in place.
        if let done: Void = text.utf8.withContiguousStorageIfAvailable({ writeEscaped($0, inAttribute: false) }) {
            return done
        }
        writeEscaped(String(text), context: .text)
    }

    public mutating func appendMessageArgument(_ text: String) {
        writeEscaped(text, context: .text)
    }
}
