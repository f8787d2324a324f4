/// The bounds ``CBORDecoder`` keeps while it reads bytes from a client, so that no input makes
/// it recurse deeply, allocate much or loop long.
///
/// The defaults fit WebAuthn with room to spare: an attestation object is a map of three
/// entries, its deepest part (`attStmt.x5c[i]`) three levels down, and a COSE key a map of at
/// most six entries; a passkey's whole registration is a few hundred bytes.
public struct CBORLimits: Sendable, Equatable {
    /// How deeply arrays and maps may nest: 1 allows only a top-level array or map of
    /// scalars.
    public var maxDepth: Int
    /// How many data items the whole input may hold, a map's keys and values each counted.
    public var maxItems: Int
    /// The longest byte or text string, in bytes.
    public var maxStringLength: Int

    public init(maxDepth: Int = 8, maxItems: Int = 512, maxStringLength: Int = 16 * 1024) {
        self.maxDepth = maxDepth
        self.maxItems = maxItems
        self.maxStringLength = maxStringLength
    }
}
