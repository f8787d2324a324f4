/// Where PostgreSQL spells the repositories' SQL otherwise, applied once when a statement is
/// prepared: its parameters are numbered, `$1`, `$2`, … for the `?`s in order. A `?` inside a
/// quoted string or identifier is text, and stays.
enum PostgresDialect {
    static func rewrite(_ sql: String) -> String {
        var rewritten = ""
        rewritten.reserveCapacity(sql.utf8.count + 16)
        var number = 0
        var quote: Character?
        for character in sql {
            if let open = quote {
                if character == open { quote = nil }
                rewritten.append(character)
            } else if character == "'" || character == "\"" {
                quote = character
                rewritten.append(character)
            } else if character == "?" {
                number += 1
                rewritten += "$\(number)"
            } else {
                rewritten.append(character)
            }
        }
        return rewritten
    }
}
