import Synchronization

/// Read-only connections to the database file: one per thread that reads, kept in the thread's
/// own storage (``ThreadReaders``).
///
/// The server's request threads live as long as the server, so each opens its connection once
/// and then reads with nothing shared with the other threads: no pool lock, no queue. A shared
/// stack behind a lock costs two lock operations per read, whose cache line bounces between
/// the cores (docs/architecture.md, "Reads, writes and randomness", says why).
///
/// Every connection is also registered here, so ``close()`` closes them all; a thread that
/// exits closes its own. Readers see every write the database's writer committed (WAL): each read
/// is one statement, which SQLite runs on the snapshot current when it starts; inside
/// ``sharingReads(_:)`` the reads share the snapshot of the first, until a write of this
/// thread's (``endThreadTransaction()``) or the end of the scope.
final class ReaderPool: Sendable {
    private struct Registry {
        var readers: [ReaderConnection] = []
        var isClosed = false
    }

    /// Numbers pools for the threads' tables; an object's address could be reused by a later
    /// pool and find a closed pool's connection.
    private static let lastIdentifier = Atomic<UInt64>(0)

    private let path: String
    private let busyTimeout: Duration
    private let identifier: UInt64
    private let registry = Mutex(Registry())

    init(path: String, busyTimeout: Duration) {
        self.path = path
        self.busyTimeout = busyTimeout
        identifier = Self.lastIdentifier.wrappingAdd(1, ordering: .relaxed).newValue
    }

    deinit {
        close()
    }

    /// Runs `body` on the current thread's connection, opened on the thread's first read.
    ///
    /// - Throws: ``SQLiteError/closed`` after ``close()``, or the error SQLite reported.
    @inline(__always)
    func read<Value: Sendable>(_ body: (ReadOnlyConnection) throws -> Value) throws -> Value {
        try threadReader().withConnection(body)
    }

    /// Runs `body` so that the reads it makes on this thread share one read transaction,
    /// opened by the first of them and ended when `body` returns or throws: one snapshot, and
    /// the WAL's read locks taken once instead of once per read.
    ///
    /// Opens the thread's connection if it has none yet (once per thread); without one (the
    /// pool is closed) `body` runs unscoped, and its reads throw as they would anyway.
    func sharingReads<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        guard let reader = try? threadReader() else { return try body() }
        reader.enterScope()
        defer { reader.leaveScope() }
        return try body()
    }

    /// Ends the current thread's read transaction, if a scope opened one, so that the thread's
    /// next read sees what a write is about to commit. Opens nothing.
    func endThreadTransaction() {
        ThreadReaders.current?.reader(for: identifier)?.endTransaction()
    }

    /// Whether the current thread's connection is inside a transaction, for tests.
    var threadIsInTransaction: Bool {
        ThreadReaders.current?.reader(for: identifier)?.isInTransaction ?? false
    }

    /// How many connections are open: one per thread that read since the pool opened.
    var openConnectionCount: Int {
        registry.withLock { $0.readers.count { !$0.isClosed } }
    }

    /// Closes every connection (one in use when its read ends); later reads throw.
    func close() {
        let readers = registry.withLock { registry in
            registry.isClosed = true
            defer { registry.readers = [] }
            return registry.readers
        }
        for reader in readers {
            reader.close()
        }
    }

    private func threadReader() throws(SQLiteError) -> ReaderConnection {
        guard let table = ThreadReaders.current else {
            throw SQLiteError(.misuse, message: "No thread-local storage left for a read connection")
        }
        if let reader = table.reader(for: identifier) {
            return reader
        }
        let reader = try openReader()
        table.add(reader, for: identifier)
        return reader
    }

    /// Opens a connection and registers it for ``close()``; opening touches the file system,
    /// so it happens outside the registry's lock.
    private func openReader() throws(SQLiteError) -> ReaderConnection {
        guard !registry.withLock({ $0.isClosed }) else { throw SQLiteError.closed }
        let reader = try ReaderConnection(ReadOnlyConnection(path: path, busyTimeout: busyTimeout))
        let registered = registry.withLock { registry in
            guard !registry.isClosed else { return false }
            registry.readers.removeAll { $0.isClosed }
            registry.readers.append(reader)
            return true
        }
        guard registered else {
            reader.close()
            throw SQLiteError.closed
        }
        return reader
    }
}
