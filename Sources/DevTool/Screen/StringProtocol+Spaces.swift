extension StringProtocol {
    /// Without its leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let characters = Array(self)
        guard let start = characters.firstIndex(where: { $0 != " " && $0 != "\t" }),
              let end = characters.lastIndex(where: { $0 != " " && $0 != "\t" })
        else { return "" }
        return String(characters[start...end])
    }
}
