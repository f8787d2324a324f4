/// An ordered list of header fields with case-insensitive lookup by name.
///
/// Kept as a flat array: requests and responses carry a handful of fields, for which a linear
/// scan beats hashing and keeps the original order and duplicates (several `Set-Cookie`s).
public struct HTTPHeaders: Sendable, Sequence, ExpressibleByDictionaryLiteral {
    public typealias Field = (name: String, value: String)

    private var fields: [Field]

    public init() {
        fields = []
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        fields = elements.map { (name: $0.0, value: $0.1) }
    }

    public var count: Int { fields.count }

    public func makeIterator() -> IndexingIterator<[Field]> {
        fields.makeIterator()
    }

    /// The first value of the named field.
    public subscript(name: String) -> String? {
        fields.first { Self.namesMatch($0.name, name) }?.value
    }

    /// Every value of the named field, in the order they came.
    public func values(for name: String) -> [String] {
        fields.compactMap { Self.namesMatch($0.name, name) ? $0.value : nil }
    }

    public func contains(_ name: String) -> Bool {
        fields.contains { Self.namesMatch($0.name, name) }
    }

    /// Adds a field, keeping any others of the same name.
    public mutating func add(_ name: String, _ value: String) {
        fields.append((name: name, value: value))
    }

    /// Sets a field, replacing every other of the same name.
    public mutating func set(_ name: String, _ value: String) {
        remove(name)
        fields.append((name: name, value: value))
    }

    public mutating func remove(_ name: String) {
        fields.removeAll { Self.namesMatch($0.name, name) }
    }

    public mutating func reserveCapacity(_ capacity: Int) {
        fields.reserveCapacity(capacity)
    }

    /// ASCII case-insensitive comparison; field names are tokens, so no Unicode folding applies.
    /// Reads both names' bytes where they lie (no copy of either string, no retain) and stops
    /// at the length, which a native string knows without counting.
    static func namesMatch(_ lhs: String, _ rhs: String) -> Bool {
        let left = lhs.utf8
        let right = rhs.utf8
        guard left.count == right.count else { return false }
        let matched = left.withContiguousStorageIfAvailable { left in
            right.withContiguousStorageIfAvailable { right in bytesMatch(left, right) }
        }
        if let matched, let matched { return matched }
        return zip(left, right).allSatisfy { ASCII.lowercased($0) == ASCII.lowercased($1) }
    }

    private static func bytesMatch(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in 0..<left.count where ASCII.lowercased(left[index]) != ASCII.lowercased(right[index]) {
            return false
        }
        return true
    }
}
