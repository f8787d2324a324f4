#if canImport(Glibc)
import Glibc
#endif

/// The reader connections the current thread opened, one per open ``ReaderPool``, kept in the
/// thread's own storage (`pthread_setspecific`): finding this thread's connection takes no lock
/// and touches nothing another thread writes.
///
/// Only its thread uses a table, hence no `Sendable`. When the thread exits, the table's
/// destructor closes its connections.
final class ThreadReaders {
    /// One process-wide key, created once and never deleted: a key per database would run out
    /// (a process has 1024) and a deleted key's values would linger in the threads that set
    /// them. `nil` if the process had no key left to give.
    private static let key: pthread_key_t? = {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { table in
            guard let table else { return }
            Unmanaged<ThreadReaders>.fromOpaque(table).release()
        }
        return created == 0 ? key : nil
    }()

    private var entries: [(pool: UInt64, reader: ReaderConnection)] = []

    deinit {
        for entry in entries {
            entry.reader.close()
        }
    }

    /// The current thread's table, made on its first read; `nil` when there is no key.
    static var current: ThreadReaders? {
        guard let key else { return nil }
        if let table = pthread_getspecific(key) {
            return Unmanaged<ThreadReaders>.fromOpaque(table).takeUnretainedValue()
        }
        // The thread's storage holds the table's only strong reference, released on thread exit.
        let table = Unmanaged.passRetained(ThreadReaders())
        guard pthread_setspecific(key, table.toOpaque()) == 0 else {
            table.release()
            return nil
        }
        return table.takeUnretainedValue()
    }

    /// This thread's connection to the pool numbered `pool`.
    @inline(__always)
    func reader(for pool: UInt64) -> ReaderConnection? {
        for entry in entries where entry.pool == pool {
            return entry.reader
        }
        return nil
    }

    /// Keeps `reader` as this thread's connection to `pool`, forgetting those of pools that
    /// closed since.
    func add(_ reader: ReaderConnection, for pool: UInt64) {
        entries.removeAll { $0.reader.isClosed }
        entries.append((pool, reader))
    }
}
