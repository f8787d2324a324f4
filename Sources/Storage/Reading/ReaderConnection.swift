/// A read connection, behind the lock that lets ``AppDatabase/close()`` close it from another
/// thread while a thread or a snapshot holds it.
typealias ReaderConnection = ConnectionLock<ReadOnlyConnection>
