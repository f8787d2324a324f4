internal import CSodium

/// Comparisons whose duration does not depend on where secret bytes differ.
///
/// ```swift
/// ConstantTime.equals(Digest.sha256(presented), storedHash)
/// ```
public enum ConstantTime {
    /// Whether `a` and `b` hold the same bytes. Sequences of different lengths are unequal at
    /// once (lengths are not secret); equal lengths are compared in full, without an early exit
    /// at the first difference.
    public static func equals(_ a: some Sequence<UInt8>, _ b: some Sequence<UInt8>) -> Bool {
        withContiguousBytes(of: a) { a in
            withContiguousBytes(of: b) { b in
                guard a.count == b.count else { return false }
                guard let aStart = a.baseAddress, let bStart = b.baseAddress else { return true }
                Sodium.ensureInitialized()
                // 0 when equal, -1 otherwise.
                return sodium_memcmp(aStart, bStart, a.count) == 0
            }
        }
    }
}
