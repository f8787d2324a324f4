/// Decides whether a `next` value may be followed after signing in: only a path on this site.
///
/// A browser resolves `//evil.example` and `/\evil.example` to another host, drops tabs and
/// newlines (so `/\t/evil.example` becomes `//evil.example`), and a CR or LF would split the
/// `Location` header; so only printable ASCII without a backslash is accepted, starting with
/// exactly one `/`. That leaves no room for a scheme either.
struct SafeNextPathUseCase: Sendable {
    /// Longer values are not paths anyone typed or this site linked to.
    static let maximumLength = 2048

    /// - Returns: `next` when it is a safe local path; `nil` (follow the default) otherwise.
    func callAsFunction(_ next: String?) -> String? {
        guard let next, !next.isEmpty, next.utf8.count <= Self.maximumLength else { return nil }
        var position = 0
        for byte in next.utf8 {
            guard Self.isPrintableASCII(byte), byte != Self.backslash else { return nil }
            if position == 0 && byte != Self.slash { return nil }
            if position == 1 && byte == Self.slash { return nil }
            position += 1
        }
        return next
    }

    private static let slash = UInt8(ascii: "/")
    private static let backslash = UInt8(ascii: "\\")

    /// `!` through `~`: no space, no control character, nothing outside ASCII.
    private static func isPrintableASCII(_ byte: UInt8) -> Bool {
        byte >= 0x21 && byte <= 0x7E
    }
}
