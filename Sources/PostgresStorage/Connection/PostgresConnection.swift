internal import CLibPQ

/// One connection to the server and the statements prepared on it, kept by their SQL text: a
/// query costs a dictionary lookup and one round trip.
///
/// `@unchecked Sendable` because it is handed from thread to thread by ``PostgresDatabase``'s
/// pool; it is safe: the pool gives a connection to one caller at a time, under its lock, and
/// takes it back only when that caller is done, so no two threads ever use one at once.
final class PostgresConnection: @unchecked Sendable {
    private let library: sk_pq_library
    private let handle: OpaquePointer
    /// Hidden in every message libpq or the server gives, should one repeat the password.
    private let secrets: PostgresSecrets
    private var statements: [String: String] = [:]

    /// Connects with libpq's connection string or URL (`postgres://…`).
    init(conninfo: String) throws(PostgresError) {
        library = try PostgresLibrary.load()
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

    /// Connected and outside any transaction: fit to go back to the pool.
    var isReusable: Bool {
        library.status(handle) == CONNECTION_OK && library.transaction_status(handle) == PQTRANS_IDLE
    }

    /// Runs `updates` in one transaction: committed when it returns, rolled back when it throws.
    func transaction<Value>(_ updates: (PostgresConnection) throws(PostgresError) -> Value) throws(PostgresError) -> Value {
        try execute("BEGIN")
        do {
            let value = try updates(self)
            try execute("COMMIT")
            return value
        } catch {
            if library.transaction_status(handle) != PQTRANS_IDLE {
                try? execute("ROLLBACK")
            }
            throw error
        }
    }

    /// Runs `sql` (statements separated by `;`, no parameters) once, without preparing it.
    func execute(_ sql: String) throws(PostgresError) {
        let result = library.exec(handle, sql)
        defer { library.clear(result) }
        try check(result)
    }

    /// Runs one statement with `arguments` for its `$n` parameters.
    ///
    /// - Returns: the number of rows it changed.
    @discardableResult
    func run<each Argument: PostgresArgument>(_ sql: String, _ arguments: repeat each Argument) throws(PostgresError) -> Int {
        let result = try executePrepared(sql, repeat each arguments)
        defer { library.clear(result) }
        guard let text = library.cmd_tuples(result), text.pointee != 0 else { return 0 }
        return Int(String(cString: text)) ?? 0
    }

    /// The first row `sql` yields with `arguments`, decoded; `nil` when there is none.
    func first<Value, each Argument: PostgresArgument>(
        _ sql: String, _ arguments: repeat each Argument, decode: (PostgresColumns) -> Value
    ) throws(PostgresError) -> Value? {
        let result = try executePrepared(sql, repeat each arguments)
        defer { library.clear(result) }
        guard library.ntuples(result) > 0 else { return nil }
        return decode(PostgresColumns(library: library, result: result, row: 0))
    }

    /// Every row `sql` yields with `arguments`, decoded.
    func all<Value, each Argument: PostgresArgument>(
        _ sql: String, _ arguments: repeat each Argument, decode: (PostgresColumns) -> Value
    ) throws(PostgresError) -> [Value] {
        let result = try executePrepared(sql, repeat each arguments)
        defer { library.clear(result) }
        let count = library.ntuples(result)
        var values: [Value] = []
        values.reserveCapacity(Int(count))
        for row in 0..<count {
            values.append(decode(PostgresColumns(library: library, result: result, row: row)))
        }
        return values
    }

    private func executePrepared<each Argument: PostgresArgument>(
        _ sql: String, _ arguments: repeat each Argument
    ) throws(PostgresError) -> OpaquePointer {
        let name = try prepared(sql)
        var parameters = PostgresParameters()
        repeat (each arguments).append(to: &parameters)
        // Results in binary: integers arrive as their bytes, not as text to parse.
        let result = parameters.withArrays { count, values, lengths, formats in
            library.exec_prepared(handle, name, count, values, lengths, formats, 1)
        }
        do {
            try check(result)
        } catch {
            library.clear(result)
            throw error
        }
        guard let result else { throw PostgresError(.unavailable, message: "no result") }
        return result
    }

    private func prepared(_ sql: String) throws(PostgresError) -> String {
        if let name = statements[sql] { return name }
        let name = "sk\(statements.count + 1)"
        let result = library.prepare(handle, name, sql, 0, nil)
        defer { library.clear(result) }
        try check(result)
        statements[sql] = name
        return name
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
