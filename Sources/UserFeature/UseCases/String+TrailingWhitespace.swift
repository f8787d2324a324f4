extension String {
    /// The string without whitespace and newlines at its end; its start is left as typed.
    func droppingTrailingWhitespace() -> String {
        guard let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[...last])
    }
}
