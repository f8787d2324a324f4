/// Assembles generated source text line by line.
enum Code {
    /// A line, several lines, or nothing.
    protocol Lines {
        var lines: [String] { get }
    }

    /// The lines joined, ending with one newline; `nil` entries are left out.
    static func lines(_ parts: (any Lines)?...) -> String {
        parts.flatMap { $0?.lines ?? [] }.joined(separator: "\n") + "\n"
    }

    /// `id: Int` → `id`.
    static func label(_ declaration: String) -> String {
        String(declaration.prefix { $0 != ":" })
    }
}

extension String: Code.Lines {
    var lines: [String] { [self] }
}

extension Array: Code.Lines where Element == String {
    var lines: [String] { self }
}
