/// A strict JSON (RFC 8259) reader for a browser's `clientDataJSON`: one value, no trailing
/// bytes, valid UTF-8 with escapes checked (a lone surrogate is refused), no key twice in an
/// object, and bounded depth and size, so that no input traps or recurses deeply. Returns
/// `nil` for anything else: the caller only needs to know the data is unusable.
struct JSONReader {
    static let maxDepth = 8
    static let maxByteCount = 8 * 1024

    private let bytes: [UInt8]
    private var position = 0

    static func read(_ bytes: [UInt8]) -> JSONValue? {
        guard bytes.count <= maxByteCount else { return nil }
        var reader = JSONReader(bytes: bytes)
        guard let value = reader.readValue(depth: 0) else { return nil }
        reader.skipWhitespace()
        return reader.position == bytes.count ? value : nil
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0a || byte == 0x0d {
            position += 1
        }
    }

    private mutating func consume(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard bytes.count - position >= count else { return false }
        let matches = literal.withUTF8Buffer { expected in
            expected.indices.allSatisfy { bytes[position + $0] == expected[$0] }
        }
        if matches { position += count }
        return matches
    }

    private mutating func readValue(depth: Int) -> JSONValue? {
        skipWhitespace()
        switch current {
        case UInt8(ascii: "{"): return depth < Self.maxDepth ? readObject(depth: depth + 1) : nil
        case UInt8(ascii: "["): return depth < Self.maxDepth ? readArray(depth: depth + 1) : nil
        case UInt8(ascii: "\""): return readString().map(JSONValue.string)
        case UInt8(ascii: "t"): return consume("true") ? .bool(true) : nil
        case UInt8(ascii: "f"): return consume("false") ? .bool(false) : nil
        case UInt8(ascii: "n"): return consume("null") ? .null : nil
        default: return readNumber().map(JSONValue.number)
        }
    }

    private mutating func readObject(depth: Int) -> JSONValue? {
        position += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\""), let key = readString() else { return nil }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { return nil }
            position += 1
            guard let value = readValue(depth: depth), members.updateValue(value, forKey: key) == nil else { return nil }
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"): position += 1; return .object(members)
            default: return nil
            }
        }
    }

    private mutating func readArray(depth: Int) -> JSONValue? {
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        while true {
            guard let value = readValue(depth: depth) else { return nil }
            elements.append(value)
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"): position += 1; return .array(elements)
            default: return nil
            }
        }
    }

    /// A string from its opening quote; the UTF-8 it holds is checked as a whole at the end.
    private mutating func readString() -> String? {
        position += 1
        var utf8: [UInt8] = []
        while let byte = current {
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(validating: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let scalar = readEscape() else { return nil }
                utf8.append(contentsOf: String(Character(scalar)).utf8)
            case 0..<0x20:
                return nil
            default:
                utf8.append(byte)
            }
        }
        return nil
    }

    private mutating func readEscape() -> Unicode.Scalar? {
        guard let byte = current else { return nil }
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            guard let unit = readHexUnit() else { return nil }
            switch unit {
            case 0xD800..<0xDC00:
                guard consume("\\u"), let low = readHexUnit(), (0xDC00..<0xE000).contains(low) else { return nil }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
            case 0xDC00..<0xE000:
                return nil
            default:
                return Unicode.Scalar(unit)
            }
        default:
            return nil
        }
    }

    private mutating func readHexUnit() -> UInt32? {
        guard bytes.count - position >= 4 else { return nil }
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = hexDigit(bytes[position]) else { return nil }
            unit = unit << 4 | digit
            position += 1
        }
        return unit
    }

    private func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// A number as RFC 8259 spells it: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private mutating func readNumber() -> String? {
        let start = position
        if current == UInt8(ascii: "-") { position += 1 }
        if current == UInt8(ascii: "0") {
            position += 1
        } else if !readDigits() {
            return nil
        }
        if current == UInt8(ascii: ".") {
            position += 1
            guard readDigits() else { return nil }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard readDigits() else { return nil }
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func readDigits() -> Bool {
        let start = position
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            position += 1
        }
        return position > start
    }
}
