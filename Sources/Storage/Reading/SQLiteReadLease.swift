public import Repositories

/// The read connection a ``ReadSnapshot`` holds on the SQLite database: taken from the pool at
/// the snapshot's first read, in a read transaction from that read on, and given back when the
/// snapshot ends.
///
/// SQLite takes a WAL snapshot at a transaction's first read and keeps it to its end, so the
/// reads of one transaction see one state of the database, whatever commits meanwhile.
final class SQLiteReadLease: SnapshotLease {
    private let pool: ReaderPool
    private let reader: ReaderConnection

    init(pool: ReaderPool) throws(SQLiteError) {
        self.pool = pool
        reader = try pool.take()
    }

    func read<Value: Sendable>(_ body: (any SQLConnection) throws -> Value) throws -> Value {
        try reader.withConnection { connection in
            if !connection.isInTransaction {
                try connection.beginTransaction()
            }
            return try body(connection)
        }
    }

    func endTransaction() {
        reader.ifOpen { $0.endTransaction() }
    }

    var isInTransaction: Bool {
        (try? reader.withConnection { $0.isInTransaction }) ?? false
    }

    func giveBack() {
        endTransaction()
        pool.giveBack(reader)
    }
}
