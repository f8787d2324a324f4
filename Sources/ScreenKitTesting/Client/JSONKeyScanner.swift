import Testing

/// Reads the keys of a JSON object in the order they appear, which `JSONSerialization`'s
/// dictionaries do not keep. Only the outermost object's keys; nested values are skipped.
enum JSONKeyScanner {
    static func topLevelKeys(of bytes: [UInt8], sourceLocation: SourceLocation) throws -> [String] {
        var keys: [String] = []
        var depth = 0
        var index = 0
        var expectingKey = false
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                expectingKey = depth == 1 && byte == UInt8(ascii: "{")
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
            case UInt8(ascii: ","):
                expectingKey = depth == 1
            case UInt8(ascii: "\""):
                let start = index + 1
                index = start
                while index < bytes.count && bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                if expectingKey {
                    keys.append(String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self))
                    expectingKey = false
                }
            default:
                break
            }
            index += 1
        }
        try #require(depth == 0, "the body is not one JSON value", sourceLocation: sourceLocation)
        return keys
    }
}
