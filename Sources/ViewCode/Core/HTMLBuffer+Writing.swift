/// The unescaped writes elements are made of. They stay internal: outside this module the
/// only way to put markup into a buffer unescaped is ``RawHTML``.
extension HTMLBuffer {
    /// Appends a literal known at compile time: a tag name, an attribute name, a class list.
    @inlinable @inline(__always)
    mutating func write(_ literal: StaticString) {
        let length = literal.utf8CodeUnitCount
        reserve(length).update(from: literal.utf8Start, count: length)
        count += length
    }

    /// Appends `bytes` as they are.
    @inlinable @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        reserve(bytes.count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends again the bytes this buffer holds at `range`, written earlier on this page.
    @inline(__always)
    mutating func writeCopy(of range: Range<Int>) {
        let destination = reserve(range.count)
        // After `reserve`, which may move the bytes.
        destination.update(from: start + range.lowerBound, count: range.count)
        count += range.count
    }

    @inlinable @inline(__always)
    mutating func write(byte: UInt8) {
        reserve(1).pointee = byte
        count += 1
    }

    /// Appends a string exactly as it is: ``RawHTML``'s markup, and attribute names that
    /// passed validation.
    @usableFromInline
    mutating func writeUnescaped(_ string: String) {
        if let done: Void = string.utf8.withContiguousStorageIfAvailable({ append($0) }) {
            return done
        }
        var string = string
        string.withUTF8 { append($0) }
    }

    /// Appends the decimal digits of `value`, as `maxlength="254"` needs, without a String.
    @usableFromInline
    mutating func write(decimal value: Int) {
        DecimalDigits.withDigits(of: value) { append($0) }
    }

    /// Appends `<name attributes…>`.
    @inlinable
    mutating func writeOpeningTag(_ name: StaticString, attributes: borrowing HTMLAttributes) {
        write(byte: UInt8(ascii: "<"))
        write(name)
        attributes.write(into: &self)
        write(byte: UInt8(ascii: ">"))
    }

    /// Appends `<name>`.
    @inlinable
    mutating func writeOpeningTag(_ name: StaticString) {
        write(byte: UInt8(ascii: "<"))
        write(name)
        write(byte: UInt8(ascii: ">"))
    }

    /// Appends `</name>`.
    @inlinable
    mutating func writeClosingTag(_ name: StaticString) {
        let length = name.utf8CodeUnitCount
        let target = reserve(length + 3)
        target[0] = UInt8(ascii: "<")
        target[1] = UInt8(ascii: "/")
        (target + 2).update(from: name.utf8Start, count: length)
        target[length + 2] = UInt8(ascii: ">")
        count += length + 3
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
        writeAttributeValue(value)
    }

    /// Appends `="value"`, escaped.
    @usableFromInline
    mutating func writeAttributeValue(_ value: String) {
        write(#"=""#)
        writeEscaped(value, context: .attributeValue)
        write(byte: UInt8(ascii: "\""))
    }

    /// Appends ` name="value"` for a name known at compile time.
    @usableFromInline
    mutating func writeAttribute(_ name: StaticString, _ value: String) {
        write(byte: UInt8(ascii: " "))
        write(name)
        writeAttributeValue(value)
    }
}
