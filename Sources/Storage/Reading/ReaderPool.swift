import Synchronization

/// Read-only connections to the database file, kept where they are used: each reading thread
/// keeps one idle in its own storage (``ThreadReaders``), so a request thread's reads take no
/// pool lock and share no queue with other threads (docs/architecture.md, "Reads, writes and
/// randomness", says why).
///
/// A read on its own (``read(_:)``) runs on the thread's connection. A ``ReadSnapshot`` takes
/// a connection for as long as it lasts (``take()``): the thread's own, so a request that
/// answers on its thread gives it straight back (``giveBack(_:)``); an awaiting request's
/// snapshot may end on another thread, which keeps the connection if it has none, or leaves
/// it with the pool's spares for the next thread that needs one.
///
/// Every connection is also registered here, so ``close()`` closes them all; a thread that
/// exits closes its own. Readers see every write the database's writer committed (WAL).
final class ReaderPool: Sendable {
    private struct Registry {
        var readers: [ReaderConnection] = []
        /// Connections given back on a thread that had its own; the first taken next.
        var spares: [ReaderConnection] = []
        var isClosed = false
    }

    /// Spares kept at most; a connection given back past it is closed.
    static let spareLimit = 16

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
        guard let table = ThreadReaders.current else { throw Self.noThreadStorage }
        if let reader = table.reader(for: identifier) {
            return try reader.withConnection(body)
        }
        let reader = try spareOrNew()
        _ = table.keep(reader, for: identifier)
        return try reader.withConnection(body)
    }

    /// A connection for a snapshot to hold: the current thread's idle one, a spare, or a new one.
    func take() throws(SQLiteError) -> ReaderConnection {
        if let reader = ThreadReaders.current?.take(for: identifier) {
            return reader
        }
        return try spareOrNew()
    }

    /// Takes back a connection a snapshot held, its transaction ended: the current thread
    /// keeps it if it has none, else it waits with the spares.
    func giveBack(_ reader: ReaderConnection) {
        guard !reader.isClosed else { return }
        if ThreadReaders.current?.keep(reader, for: identifier) == true { return }
        let kept = registry.withLock { registry in
            guard !registry.isClosed, registry.spares.count < Self.spareLimit else { return false }
            registry.spares.append(reader)
            return true
        }
        if !kept { reader.close() }
    }

    /// How many connections are open: one per thread that read, and one per snapshot that
    /// outlived its thread's turn, since the pool opened.
    var openConnectionCount: Int {
        registry.withLock { $0.readers.count { !$0.isClosed } }
    }

    /// Closes every connection (one in use when its read ends); later reads throw.
    func close() {
        let readers = registry.withLock { registry in
            registry.isClosed = true
            defer {
                registry.readers = []
                registry.spares = []
            }
            return registry.readers
        }
        for reader in readers {
            reader.close()
        }
    }

    private static var noThreadStorage: SQLiteError {
        SQLiteError(.misuse, message: "No thread-local storage left for a read connection")
    }

    private func spareOrNew() throws(SQLiteError) -> ReaderConnection {
        if let spare = registry.withLock({ $0.spares.popLast() }) {
            return spare
        }
        return try openReader()
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
