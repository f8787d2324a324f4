#if canImport(Glibc)
import Glibc
#endif

/// The reader connections kept by the current thread, one slot per open ``ReaderPool``, in
/// the thread's own storage (`pthread_setspecific`): finding this thread's idle connection
/// takes no lock and touches nothing another thread writes.
///
/// A slot only keeps a connection between uses; what a read sees is decided by the request's
/// ``ReadSnapshot``, never by the thread. Only its thread uses a table, hence no `Sendable`.
/// When the thread exits, the table's destructor closes its connections.
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

    /// A slot per pool this thread read from; `nil` while its connection is lent to a
    /// snapshot.
    private var slots: [(pool: UInt64, reader: ReaderConnection?)] = []

    deinit {
        for slot in slots {
            slot.reader?.close()
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

    /// This thread's idle connection to the pool numbered `pool`, left in its slot.
    @inline(__always)
    func reader(for pool: UInt64) -> ReaderConnection? {
        for slot in slots where slot.pool == pool {
            return slot.reader
        }
        return nil
    }

    /// Takes this thread's idle connection to `pool` out of its slot.
    @inline(__always)
    func take(for pool: UInt64) -> ReaderConnection? {
        for index in slots.indices where slots[index].pool == pool {
            defer { slots[index].reader = nil }
            return slots[index].reader
        }
        return nil
    }

    /// Keeps `reader` in this thread's slot for `pool` if the slot is empty; `false` when it
    /// holds a connection already.
    @inline(__always)
    func keep(_ reader: ReaderConnection, for pool: UInt64) -> Bool {
        for index in slots.indices where slots[index].pool == pool {
            guard slots[index].reader == nil else { return false }
            slots[index].reader = reader
            return true
        }
        // A new slot; those of pools that closed since are dropped first.
        slots.removeAll { $0.reader?.isClosed ?? false }
        slots.append((pool, reader))
        return true
    }
}
