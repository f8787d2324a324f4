/// The decoder's cursor over one input: where it is, how many items it has read. Every read
/// checks what is left before it touches a byte, so indexing never goes out of range, and
/// every count is compared in `UInt64` before it becomes an `Int`.
struct CBORReader {
    let bytes: ArraySlice<UInt8>
    let limits: CBORLimits
    private(set) var position: Int
    private var itemCount = 0

    init(bytes: ArraySlice<UInt8>, limits: CBORLimits) {
        self.bytes = bytes
        self.limits = limits
        self.position = bytes.startIndex
    }

    private var remaining: Int { bytes.endIndex - position }
    private var offset: Int { position - bytes.startIndex }

    /// Reads one item; `depth` is the number of arrays and maps around it.
    mutating func readItem(depth: Int) throws(CBORError) -> CBORValue {
        let start = offset
        guard itemCount < limits.maxItems else { throw CBORError(.tooManyItems, at: start) }
        itemCount += 1
        let head = try readHead()
        switch head.major {
        case 0:
            return .unsigned(head.argument)
        case 1:
            return .negative(head.argument)
        case 2:
            return .bytes(Array(try readString(length: head.argument, start: start)))
        case 3:
            let utf8 = try readString(length: head.argument, start: start)
            guard let text = String(validating: utf8, as: UTF8.self) else { throw CBORError(.invalidUTF8, at: start) }
            return .text(text)
        case 4:
            let count = try containerCount(head.argument, itemsEach: 1, depth: depth, start: start)
            var elements: [CBORValue] = []
            elements.reserveCapacity(count)
            for _ in 0..<count {
                elements.append(try readItem(depth: depth + 1))
            }
            return .array(elements)
        case 5:
            let count = try containerCount(head.argument, itemsEach: 2, depth: depth, start: start)
            var entries: [(key: CBORMap.Key, value: CBORValue)] = []
            entries.reserveCapacity(count)
            for _ in 0..<count {
                let keyStart = offset
                let key = try mapKey(readItem(depth: depth + 1), at: keyStart)
                entries.append((key, try readItem(depth: depth + 1)))
            }
            guard let map = CBORMap(entries) else { throw CBORError(.duplicateMapKey, at: start) }
            return .map(map)
        case 6:
            throw CBORError(.unsupportedType, at: start)
        default:
            return try simpleValue(head.argument, start: start)
        }
    }

    /// The initial byte and its argument. Major type 7 keeps its additional information as the
    /// argument: only 20–23 are read, so the float and one-byte simple forms are refused
    /// before their bytes are.
    private mutating func readHead() throws(CBORError) -> (major: UInt8, argument: UInt64) {
        let start = offset
        guard remaining >= 1 else { throw CBORError(.truncated, at: start) }
        let initial = bytes[position]
        position += 1
        let major = initial >> 5
        let info = initial & 0x1f
        if major == 7 && info >= 24 && info < 28 { throw CBORError(.unsupportedType, at: start) }
        switch info {
        case 0..<24:
            return (major, UInt64(info))
        case 24...27:
            let width = 1 << Int(info - 24)
            guard remaining >= width else { throw CBORError(.truncated, at: start) }
            var argument: UInt64 = 0
            for index in position..<(position + width) {
                argument = argument << 8 | UInt64(bytes[index])
            }
            position += width
            return (major, argument)
        case 28...30:
            throw CBORError(.reservedAdditionalInfo, at: start)
        default:
            throw CBORError(.indefiniteLength, at: start)
        }
    }

    private mutating func readString(length: UInt64, start: Int) throws(CBORError) -> ArraySlice<UInt8> {
        guard length <= UInt64(max(0, limits.maxStringLength)) else { throw CBORError(.tooLong, at: start) }
        guard length <= UInt64(remaining) else { throw CBORError(.truncated, at: start) }
        let count = Int(length)
        let string = bytes[position..<(position + count)]
        position += count
        return string
    }

    /// An array's or map's count as an `Int`, once it is known to fit: within the depth, within
    /// the items left, and within the bytes left (every item takes at least one), so that a
    /// forged count of 2⁶⁴ − 1 reserves nothing.
    private func containerCount(_ argument: UInt64, itemsEach: UInt64, depth: Int, start: Int) throws(CBORError) -> Int {
        guard depth < limits.maxDepth else { throw CBORError(.tooDeep, at: start) }
        let (items, overflow) = argument.multipliedReportingOverflow(by: itemsEach)
        guard !overflow, items <= UInt64(max(0, limits.maxItems - itemCount)) else {
            throw CBORError(.tooManyItems, at: start)
        }
        guard items <= UInt64(remaining) else { throw CBORError(.truncated, at: start) }
        return Int(argument)
    }

    private func mapKey(_ value: CBORValue, at start: Int) throws(CBORError) -> CBORMap.Key {
        if let text = value.text { return .text(text) }
        if let integer = value.integer { return .integer(integer) }
        throw CBORError(.unsupportedMapKey, at: start)
    }

    private func simpleValue(_ value: UInt64, start: Int) throws(CBORError) -> CBORValue {
        switch value {
        case 20: .bool(false)
        case 21: .bool(true)
        case 22: .null
        case 23: .undefined
        default: throw CBORError(.unsupportedType, at: start)
        }
    }
}
