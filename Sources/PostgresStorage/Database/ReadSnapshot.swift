#if canImport(Glibc)
import Glibc
#endif

/// A thread's read scopes on PostgreSQL databases: within one, the thread's reads share one
/// snapshot, held on the connection the first of them borrowed until the scope ends. Kept in the
/// thread's own storage (`pthread_setspecific`), so finding it takes no lock.
///
/// Only its thread uses it, hence no `Sendable`.
final class ReadSnapshot {
    /// Scopes entered and not yet left; nested scopes share the outermost one's snapshot.
    var depth = 0
    /// The connection the snapshot's transaction is open on, once a read in the scope began it.
    var connection: PostgresConnection?

    /// One process-wide key, made once and never deleted (see `ThreadReaders` in Storage for why).
    private static let key: pthread_key_t? = {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { table in
            guard let table else { return }
            Unmanaged<Table>.fromOpaque(table).release()
        }
        return created == 0 ? key : nil
    }()

    private final class Table {
        var entries: [(database: UInt64, snapshot: ReadSnapshot)] = []
    }

    /// The current thread's scope state for the database numbered `database`, made on first use;
    /// `nil` when the process has no thread-local key to give.
    static func current(for database: UInt64) -> ReadSnapshot? {
        guard let key else { return nil }
        let table: Table
        if let stored = pthread_getspecific(key) {
            table = Unmanaged<Table>.fromOpaque(stored).takeUnretainedValue()
        } else {
            let made = Unmanaged.passRetained(Table())
            guard pthread_setspecific(key, made.toOpaque()) == 0 else {
                made.release()
                return nil
            }
            table = made.takeUnretainedValue()
        }
        for entry in table.entries where entry.database == database {
            return entry.snapshot
        }
        let snapshot = ReadSnapshot()
        table.entries.append((database, snapshot))
        return snapshot
    }

    /// The scope state, only if this thread has one for `database`: asks for no storage.
    static func existing(for database: UInt64) -> ReadSnapshot? {
        guard let key, let stored = pthread_getspecific(key) else { return nil }
        let table = Unmanaged<Table>.fromOpaque(stored).takeUnretainedValue()
        for entry in table.entries where entry.database == database {
            return entry.snapshot
        }
        return nil
    }
}
