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
