/// The cookies a request carries, parsed from its `Cookie` header (RFC 6265 §5.4).
///
/// Pairs that are not `name=value` with a token name are skipped rather than failing the
/// request: one malformed cookie set by another application on the same host must not lock a
/// user out.
public struct Cookies: Sendable, Equatable {
    private var pairs: [(name: String, value: String)]

    public init() {
        pairs = []
    }

    /// Parses one or more `Cookie` header values.
    public init(headerValues: [String]) {
        pairs = []
        for headerValue in headerValues {
            for rawPair in headerValue.utf8.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: true) {
                let pair = ASCII.trimmed(Substring(rawPair).utf8)
                guard let equals = pair.firstIndex(of: UInt8(ascii: "=")) else { continue }
                let name = ASCII.trimmed(Substring(pair[..<equals]).utf8)
                var value = ASCII.trimmed(Substring(pair[pair.index(after: equals)...]).utf8)
                guard !name.isEmpty, name.allSatisfy(ASCII.isTokenCharacter) else { continue }
                if value.count >= 2, value.first == UInt8(ascii: "\""), value.last == UInt8(ascii: "\"") {
                    value = value.dropFirst().dropLast()
                }
                guard value.allSatisfy(SetCookie.isCookieOctet) else { continue }
                pairs.append((name: String(Substring(name)), value: String(Substring(value))))
            }
        }
    }

    /// The first value sent for `name`; browsers send the most specific path first.
    public subscript(name: String) -> String? {
        pairs.first { $0.name == name }?.value
    }

    public var count: Int { pairs.count }

    public static func == (lhs: Cookies, rhs: Cookies) -> Bool {
        lhs.pairs.elementsEqual(rhs.pairs) { $0.name == $1.name && $0.value == $1.value }
    }
}
