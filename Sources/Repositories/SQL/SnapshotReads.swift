public import Sessions

/// The SQL stores' read scope, as the kit asks for it (``ReadScope``): one ``ReadSnapshot`` per
/// request, on either store.
public struct SnapshotReads: ReadScope {
    public init() {}

    @inline(__always)
    public func sharingReads<Value>(_ body: () throws -> Value) rethrows -> Value {
        try ReadSnapshot.sharing(body)
    }

    public func carryingReads<Value: Sendable>(
        _ work: @escaping @Sendable () async throws -> Value
    ) -> @Sendable () async throws -> Value {
        ReadSnapshot.carrying(work)
    }
}
