/// A CBOR map whose keys are integers or text, the only keys WebAuthn writes (COSE keys use
/// integer labels, attestation objects text); no key appears twice.
///
/// ```swift
/// let key: CBORMap = …               // a COSE key
/// key[1]?.integer                    // 2, the key type EC2
/// key["fmt"]                         // nil
/// ```
public struct CBORMap: Sendable, Equatable {
    /// A key the decoder accepts in a map.
    public enum Key: Sendable, Hashable {
        case integer(Int64)
        case text(String)
    }

    /// The entries in the order they were written.
    public let entries: [(key: Key, value: CBORValue)]

    /// Makes a map from entries with distinct keys; `nil` when a key repeats.
    public init?(_ entries: [(key: Key, value: CBORValue)]) {
        var seen = Set<Key>(minimumCapacity: entries.count)
        for entry in entries where !seen.insert(entry.key).inserted {
            return nil
        }
        self.entries = entries
    }

    public subscript(key: Key) -> CBORValue? {
        entries.first { $0.key == key }?.value
    }

    public subscript(text: String) -> CBORValue? {
        self[.text(text)]
    }

    public subscript(integer: Int64) -> CBORValue? {
        self[.integer(integer)]
    }

    public var count: Int { entries.count }

    public static func == (left: CBORMap, right: CBORMap) -> Bool {
        left.entries.count == right.entries.count
            && zip(left.entries, right.entries).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }
}
