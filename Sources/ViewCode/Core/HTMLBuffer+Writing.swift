/// The unescaped writes elements are made of. They stay internal: outside this module the
/// only way to put markup into a buffer unescaped is ``RawHTML``.
extension HTMLBuffer {
    /// Appends a literal known at compile time: a tag name, an attribute name, a class list.
    @usableFromInline
    mutating func write(_ literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
    }

    /// Appends `bytes`. Most writes are a few bytes (a tag name, a quote), where a plain loop
    /// beats the generic bulk copy; longer runs take the bulk copy.
    @usableFromInline
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        if bytes.count <= 16 {
            for byte in bytes {
                storage.append(byte)
            }
        } else {
            storage.append(contentsOf: bytes)
        }
    }

    @usableFromInline
    mutating func write(byte: UInt8) {
        storage.append(byte)
    }

    /// Appends a string exactly as it is: ``RawHTML``'s markup, and attribute names that
    /// passed validation.
    @usableFromInline
    mutating func writeUnescaped(_ string: String) {
        var string = string
        string.withUTF8 { append($0) }
    }

    /// Appends `<name attributes…>`.
    @usableFromInline
    mutating func writeOpeningTag(_ name: StaticString, attributes: [HTMLAttribute]) {
        write(byte: UInt8(ascii: "<"))
        write(name)
        for attribute in attributes {
            write(attribute)
        }
        write(byte: UInt8(ascii: ">"))
    }

    /// Appends `</name>`.
    @usableFromInline
    mutating func writeClosingTag(_ name: StaticString) {
        write(byte: UInt8(ascii: "<"))
        write(byte: UInt8(ascii: "/"))
        write(name)
        write(byte: UInt8(ascii: ">"))
    }

    /// Appends ` name="value"`, or ` name` for a boolean attribute; nothing for a dropped one.
    @usableFromInline
    mutating func write(_ attribute: HTMLAttribute) {
        switch attribute.name {
        case .dropped:
            return
        case .known(let name):
            write(byte: UInt8(ascii: " "))
            write(name)
        case .prefixed(let prefix, let suffix):
            write(byte: UInt8(ascii: " "))
            write(prefix)
            writeUnescaped(suffix)
        case .validated(let name):
            write(byte: UInt8(ascii: " "))
            writeUnescaped(name)
        }
        guard let value = attribute.value else { return }
        write(byte: UInt8(ascii: "="))
        write(byte: UInt8(ascii: "\""))
        writeEscaped(value, context: .attributeValue)
        write(byte: UInt8(ascii: "\""))
    }
}
