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
            var headerValue = headerValue
            headerValue.withUTF8 { parse($0) }
        }
    }

    /// The cookies of every `Cookie` field of `headers`, read in place.
    init(headers: HTTPHeaders) {
        pairs = []
        headers.forEachValue(named: "Cookie") { parse($0) }
    }

    /// One pass over a `Cookie` header's bytes: pairs split at `;`, spaces and tabs trimmed,
    /// a value in double quotes unquoted; a pair without `=`, with a name that is not a token
    /// or a value with bytes a cookie may not hold is skipped. Runs on every request, so it
    /// works on indices and makes a string only for each pair it keeps.
    private mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>) {
        var pairStart = 0
        while pairStart < bytes.count {
            var pairEnd = pairStart
            while pairEnd < bytes.count && bytes[pairEnd] != UInt8(ascii: ";") { pairEnd += 1 }
            defer { pairStart = pairEnd + 1 }
            var equals = pairStart
            while equals < pairEnd && bytes[equals] != UInt8(ascii: "=") { equals += 1 }
            guard equals < pairEnd else { continue }
            let name = ASCII.trimmed(UnsafeBufferPointer(rebasing: bytes[pairStart..<equals]))
            var value = ASCII.trimmed(UnsafeBufferPointer(rebasing: bytes[(equals + 1)..<pairEnd]))
            guard !name.isEmpty, name.allSatisfy(ASCII.isTokenCharacter) else { continue }
            if value.count >= 2, value.first == UInt8(ascii: "\""), value.last == UInt8(ascii: "\"") {
                value = UnsafeBufferPointer(rebasing: value.dropFirst().dropLast())
            }
            guard value.allSatisfy(SetCookie.isCookieOctet) else { continue }
            pairs.append((name: String(decoding: name, as: UTF8.self), value: String(decoding: value, as: UTF8.self)))
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
