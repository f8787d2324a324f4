/// A value a read statement's `?` parameter takes.
protocol StatementArgument {
    func bind(to bindings: StatementBindings, at index: CInt) throws(SQLiteError)
}

extension Int: StatementArgument {
    @inline(__always)
    func bind(to bindings: StatementBindings, at index: CInt) throws(SQLiteError) {
        try bindings.bind(self, at: index)
    }
}

extension String: StatementArgument {
    @inline(__always)
    func bind(to bindings: StatementBindings, at index: CInt) throws(SQLiteError) {
        try bindings.bind(self, at: index)
    }
}

/// A blob.
extension Array: StatementArgument where Element == UInt8 {
    @inline(__always)
    func bind(to bindings: StatementBindings, at index: CInt) throws(SQLiteError) {
        try bindings.bind(self, at: index)
    }
}

/// NULL when absent.
extension Optional: StatementArgument where Wrapped: StatementArgument {
    @inline(__always)
    func bind(to bindings: StatementBindings, at index: CInt) throws(SQLiteError) {
        switch self {
        case .some(let value): try value.bind(to: bindings, at: index)
        case .none: try bindings.bindNull(at: index)
        }
    }
}
