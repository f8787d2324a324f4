/// Where a message is written: a `String` for a flash or a mail, or the HTML page being
/// rendered, which escapes what it is given.
public protocol MessageSink: ~Copyable {
    /// A run of the catalog's own copy.
    mutating func appendMessageText(_ text: Substring)
    /// An argument's value as text (a name, an address, a formatted number).
    mutating func appendMessageArgument(_ text: String)
}

extension String: MessageSink {
    public mutating func appendMessageText(_ text: Substring) {
        append(contentsOf: text)
    }

    public mutating func appendMessageArgument(_ text: String) {
        append(text)
    }
}
