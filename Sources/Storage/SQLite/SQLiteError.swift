internal import CSQLite
import Repositories
import Synchronization

/// A SQLite call that did not succeed: its result code and SQLite's own
/// explanation, so a log line says what went wrong (a busy file, a damaged page, a closed
/// database) without the server stopping.
struct SQLiteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An extended SQLite result code (`SQLITE_BUSY_RECOVERY`, `SQLITE_MISUSE`, ...).
    struct Code: RawRepresentable, Hashable, Sendable {
        let rawValue: CInt

        init(rawValue: CInt) {
            self.rawValue = rawValue
        }

        /// The primary code the extended one refines (`SQLITE_BUSY` for `SQLITE_BUSY_RECOVERY`).
        var primary: Code {
            Code(rawValue: rawValue & 0xFF)
        }

        static let misuse = Code(rawValue: SQLITE_MISUSE)
        static let tooBig = Code(rawValue: SQLITE_TOOBIG)
        static let cannotOpen = Code(rawValue: SQLITE_CANTOPEN)
        static let schema = Code(rawValue: SQLITE_SCHEMA)
        static let constraint = Code(rawValue: SQLITE_CONSTRAINT)
        // `SQLITE_CONSTRAINT_UNIQUE`, a macro Swift does not import.
        static let uniqueConstraint = Code(rawValue: SQLITE_CONSTRAINT | (8 << 8))
    }

    let code: Code
    let message: String

    init(_ code: Code, message: String) {
        self.code = code
        self.message = message
    }

    /// The error `resultCode` stands for on `connection`, with `sqlite3_errmsg`'s text, or the
    /// code's generic text when there is no connection to ask (opening ran out of memory).
    ///
    /// Every failure SQLite reports goes through here, so this is where they are counted
    /// (``reportedCount``), but for constraint violations: a repository turns those into
    /// answers (an address already taken), they are not the database failing.
    init(resultCode: CInt, connection: OpaquePointer?) {
        let text = connection.map { sqlite3_errmsg($0) } ?? sqlite3_errstr(resultCode)
        self.init(Code(rawValue: resultCode), message: text.map { String(cString: $0) } ?? "unknown error")
        if code.primary != .constraint {
            Self.reported.wrappingAdd(1, ordering: .relaxed)
        }
    }

    /// Failures SQLite reported since the process started, on every connection.
    private static let reported = Atomic<Int>(0)

    static var reportedCount: Int {
        reported.load(ordering: .relaxed)
    }

    /// What reads get once ``AppDatabase/close()`` ran.
    static let closed = SQLiteError(.misuse, message: "The database is closed")

    var description: String {
        "SQLite error \(code.rawValue): \(message)"
    }
}

extension SQLiteError: SQLFailure {
    /// SQLite names a unique index's columns in its message: "UNIQUE constraint failed: users.email_key".
    func violatesUnique(table: String, column: String) -> Bool {
        code == .uniqueConstraint && message.contains("\(table).\(column)")
    }
}
