internal import CLibPQ
internal import Repositories

/// One connection to the server and the statements prepared on it, kept by their SQL text: a
/// query costs a dictionary lookup and one round trip.
///
/// `@unchecked Sendable` because it is handed from thread to thread by ``PostgresDatabase``'s
/// pool; it is safe: the pool gives a connection to one caller at a time, under its lock, and
/// takes it back only when that caller is done, so no two threads ever use one at once.
final class PostgresConnection: SQLConnection, @unchecked Sendable {
    private let library: sk_pq_library
    private let handle: OpaquePointer
    /// Hidden in every message libpq or the server gives, should one repeat the password.
    private let secrets: PostgresSecrets
    private var statements = StatementCache<PostgresStatement>()
    private let parameters = PostgresParameters()
    private let cursor: PostgresCursor

    /// Connects with libpq's connection string or URL (`postgres://…`).
    init(conninfo: String) throws(PostgresError) {
        library = try PostgresLibrary.load()
        cursor = PostgresCursor(library: library)
        secrets = PostgresSecrets(conninfo)
        guard let handle = library.connectdb(conninfo) else {
            throw PostgresError(.unavailable, message: "out of memory")
        }
        guard library.status(handle) == CONNECTION_OK else {
            let message = Self.trimmed(library.error_message(handle), hiding: secrets)
            library.finish(handle)
            throw PostgresError(.unavailable, message: message)
        }
        self.handle = handle
        _ = library.set_notice_processor(handle, sk_pq_ignore_notice, nil)
    }

    deinit {
        library.finish(handle)
    }

    /// Connected and outside any transaction, or ending one with a `COMMIT` sent
    /// (``sendCommit()``): fit to go back to the pool.
    var isReusable: Bool {
        library.status(handle) == CONNECTION_OK && (commitIsInFlight || library.transaction_status(handle) == PQTRANS_IDLE)
    }

    /// A `COMMIT` sent and its answer not read yet (``sendCommit()``).
    private(set) var commitIsInFlight = false

    /// Ends a read transaction without waiting for the server's answer, which is read by the
    /// connection's next use (``settle()``): a read-only transaction has nothing to make durable,
    /// so its end costs a request no round trip. A connection whose send fails is broken, and
    /// is not reused.
    func sendCommit() {
        guard !commitIsInFlight else { return }
        commitIsInFlight = library.send_query_params(handle, "COMMIT", 0, nil, nil, nil, nil, 0) == 1
    }

    /// Reads the answer to a ``sendCommit()``, if one is due, before the connection is used again.
    func settle() {
        guard commitIsInFlight else { return }
        commitIsInFlight = false
        while let result = library.get_result(handle) {
            library.clear(result)
        }
    }

    /// Whether a transaction is open (or being opened, its `BEGIN` waiting in ``opening``).
    var isInTransaction: Bool {
        opening != nil || (!commitIsInFlight && library.transaction_status(handle) == PQTRANS_INTRANS)
    }

    /// Sent to the server with the connection's next statement, in the same round trip (libpq's
    /// pipeline mode): the `BEGIN` of the transaction that statement opens.
    var opening: String?

    /// Statements answered since ``opening`` was set: while none is, a connection found dead can
    /// be given the whole transaction again, since nothing of it can have run.
    private(set) var answeredSinceOpening = 0

    /// Starts a transaction with the next statement (see ``opening``).
    func open(with begin: String) {
        opening = begin
        answeredSinceOpening = 0
    }

    /// Runs `sql` (statements separated by `;`, no parameters) once, without preparing it.
    func execute(_ sql: String) throws(PostgresError) {
        if let opening {
            self.opening = nil
            try execute(opening)
        }
        let result = library.exec(handle, sql)
        defer { library.clear(result) }
        try check(result)
        answeredSinceOpening += 1
    }

    @discardableResult
    func run<each Argument: SQLArgument>(_ sql: String, _ arguments: repeat each Argument) throws -> Int {
        let (_, result) = try executePrepared(sql, repeat each arguments)
        defer { library.clear(result) }
        guard let text = library.cmd_tuples(result), text.pointee != 0 else { return 0 }
        return Int(String(cString: text)) ?? 0
    }

    func first<Column: SQLColumn, Value, each Argument: SQLArgument>(
        _ sql: String, _ arguments: repeat each Argument, columns: Column.Type, decode: (SQLRow<Column>) throws -> Value
    ) throws -> Value? {
        let (statement, result) = try executePrepared(sql, repeat each arguments)
        defer { library.clear(result) }
        guard library.ntuples(result) > 0 else { return nil }
        cursor.result = result
        cursor.row = 0
        return try statement.positions(for: Column.self, in: result, library: library).withUnsafeBufferPointer { positions in
            try decode(SQLRow(cursor: cursor, positions: positions))
        }
    }

    func all<Column: SQLColumn, Value, each Argument: SQLArgument>(
        _ sql: String, _ arguments: repeat each Argument, columns: Column.Type, decode: (SQLRow<Column>) throws -> Value
    ) throws -> [Value] {
        let (statement, result) = try executePrepared(sql, repeat each arguments)
        defer { library.clear(result) }
        let count = library.ntuples(result)
        guard count > 0 else { return [] }
        cursor.result = result
        return try statement.positions(for: Column.self, in: result, library: library).withUnsafeBufferPointer { positions in
            var values: [Value] = []
            values.reserveCapacity(Int(count))
            for row in 0..<count {
                cursor.row = row
                values.append(try decode(SQLRow(cursor: cursor, positions: positions)))
            }
            return values
        }
    }

    /// A transaction-scoped advisory lock per key, taken in sorted order so that two
    /// transactions never wait for each other; they go when the transaction ends.
    func serialize(on keys: [String]) throws {
        for key in Set(keys).sorted() {
            try run("SELECT pg_advisory_xact_lock(hashtextextended(?, 0))", key)
        }
    }

    private func executePrepared<each Argument: SQLArgument>(
        _ sql: String, _ arguments: repeat each Argument
    ) throws(PostgresError) -> (PostgresStatement, OpaquePointer) {
        let statement = try prepared(sql)
        parameters.reset()
        for argument in repeat each arguments {
            switch argument.sqlValue {
            case .integer(let number): parameters.append(.text(String(number)))
            case .text(let text): parameters.append(.text(text))
            case .boolean(let truth): parameters.append(.text(truth ? "t" : "f"))
            case .bytes(let bytes): parameters.append(.binary(bytes))
            case .null: parameters.append(.null)
            }
        }
        if let opening {
            self.opening = nil
            let result = try executePipelined(opening, statement)
            answeredSinceOpening += 1
            return (statement, result)
        }
        // Results in binary: integers arrive as their bytes, not as text to parse.
        let result = parameters.withArrays { count, values, lengths, formats in
            library.exec_prepared(handle, statement.name, count, values, lengths, formats, 1)
        }
        do {
            try check(result)
        } catch {
            library.clear(result)
            throw error
        }
        guard let result else { throw lost() }
        answeredSinceOpening += 1
        return (statement, result)
    }

    /// Sends `opening` and the statement (with ``parameters``) in one round trip, and returns the
    /// statement's result; the first failure of either is thrown, after every answer up to the
    /// pipeline's end is read, so the connection is left ready for the next command.
    private func executePipelined(_ opening: String, _ statement: PostgresStatement) throws(PostgresError) -> OpaquePointer {
        guard library.enter_pipeline_mode(handle) == 1 else { throw lost() }
        defer { _ = library.exit_pipeline_mode(handle) }
        let sent = library.send_query_params(handle, opening, 0, nil, nil, nil, nil, 0) == 1
            && parameters.withArrays { count, values, lengths, formats in
                library.send_query_prepared(handle, statement.name, count, values, lengths, formats, 1)
            } == 1
            && library.pipeline_sync(handle) == 1
        guard sent else { throw lost() }
        var failure: PostgresError?
        var statementResult: OpaquePointer?
        // Each command's answers end with a null; the pipeline's with its sync.
        var command = 0
        while true {
            guard let result = library.get_result(handle) else {
                guard library.status(handle) == CONNECTION_OK else {
                    failure = failure ?? lost()
                    break
                }
                command += 1
                continue
            }
            let status = library.result_status(result)
            if status == PGRES_PIPELINE_SYNC {
                library.clear(result)
                break
            }
            if status == PGRES_PIPELINE_ABORTED {
                // Skipped because the opening failed; that failure is the one to report.
                library.clear(result)
                continue
            }
            do throws(PostgresError) {
                try check(result)
                if command == 1, statementResult == nil {
                    statementResult = result
                    continue
                }
            } catch {
                failure = failure ?? error
            }
            library.clear(result)
        }
        if let failure {
            statementResult.map { library.clear($0) }
            throw failure
        }
        guard let statementResult else { throw lost() }
        return statementResult
    }

    /// The connection's own account of why it failed, as an unavailable server.
    private func lost() -> PostgresError {
        PostgresError(.unavailable, message: Self.trimmed(library.error_message(handle), hiding: secrets))
    }

    private func prepared(_ sql: String) throws(PostgresError) -> PostgresStatement {
        try statements.statement(for: sql) { (sql, kept) throws(PostgresError) in
            let statement = PostgresStatement(name: "sk\(kept + 1)")
            let result = library.prepare(handle, statement.name, PostgresDialect.rewrite(sql), 0, nil)
            defer { library.clear(result) }
            try check(result)
            return statement
        }
    }

    /// Throws the error `result` reports, if any. A result that is missing, or a failure after
    /// which the connection is broken, means the server is gone; SQLSTATE class 08 (connection
    /// exception) and 57P (the server shutting down or starting) mean the same.
    private func check(_ result: OpaquePointer?) throws(PostgresError) {
        guard let result else {
            throw PostgresError(.unavailable, message: Self.trimmed(library.error_message(handle), hiding: secrets))
        }
        switch library.result_status(result) {
        case PGRES_COMMAND_OK, PGRES_TUPLES_OK, PGRES_EMPTY_QUERY:
            return
        default:
            let state = library.result_error_field(result, CInt(UInt8(ascii: "C"))).map { String(cString: $0) } ?? ""
            let constraint = library.result_error_field(result, CInt(UInt8(ascii: "n"))).map { String(cString: $0) }
            let message = Self.trimmed(library.result_error_message(result), hiding: secrets)
            let lost = library.status(handle) != CONNECTION_OK || state.hasPrefix("08") || state.hasPrefix("57P")
            throw PostgresError(lost ? .unavailable : .statement, state: state, constraint: constraint, message: message)
        }
    }

    private static func trimmed(_ text: UnsafeMutablePointer<CChar>?, hiding secrets: PostgresSecrets) -> String {
        guard let text else { return "unknown error" }
        let message = String(cString: text)
        return secrets.hidden(in: message.split(whereSeparator: \.isNewline).joined(separator: " "))
    }
}
