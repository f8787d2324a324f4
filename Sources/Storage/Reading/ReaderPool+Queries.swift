extension ReaderPool {
    /// The first row `query` yields with `arguments` for its parameters, decoded by `decode`;
    /// `nil` when there is none. Runs on the current thread's connection.
    @inline(__always)
    func first<Value: Sendable, each Argument: StatementArgument>(
        _ query: ReadQuery,
        _ arguments: repeat each Argument,
        decode: (StatementColumns) -> Value
    ) throws(SQLiteError) -> Value? {
        try read { connection throws(SQLiteError) in
            try connection.first(query, repeat each arguments, decode: decode)
        }
    }

    /// Every row `query` yields with `arguments` for its parameters, decoded by `decode`.
    @inline(__always)
    func all<Value: Sendable, each Argument: StatementArgument>(
        _ query: ReadQuery,
        _ arguments: repeat each Argument,
        decode: (StatementColumns) -> Value
    ) throws(SQLiteError) -> [Value] {
        try read { connection throws(SQLiteError) in
            try connection.all(query, repeat each arguments, decode: decode)
        }
    }
}
