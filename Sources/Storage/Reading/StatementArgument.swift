/// A value a read statement's `?` parameter takes.
protocol StatementArgument {
    func bind(to bindings: StatementBindings, at index: CInt) throws(SQLiteReadError)
}
