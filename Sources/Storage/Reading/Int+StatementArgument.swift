extension Int: StatementArgument {
    @inline(__always)
    func bind(to bindings: StatementBindings, at index: CInt) throws(SQLiteReadError) {
        try bindings.bind(self, at: index)
    }
}
