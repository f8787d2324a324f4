/// The cookies a request carries, parsed from its `Cookie` header (RFC 6265 §5.4).
///
/// Pairs that are not `name=value` with a token name are skipped rather than failing the
/// request: one malformed cookie set by another application on the same host must not lock a
/// user out.
public struct Cookies: Sendable, Equatable {
    /// The first pair apart: most requests carry one cookie, and keeping it inline spares
    /// them an array.
    private var first: Pair?
    private var rest: [Pair]

    private typealias Pair = (name: String, value: String)

    public init() {
        first = nil
        rest = []
    }

    /// Parses one or more `Cookie` header values.
    public init(headerValues: [String]) {
        self.init()
        for headerValue in headerValues {
            var headerValue = headerValue
            headerValue.withUTF8 { parse($0) }
        }
    }

    /// The cookies of every `Cookie` field of `headers`, read in place.
    init(headers: HTTPHeaders) {
        self.init()
        headers.forEachValue(named: "Cookie") { parse($0) }
    }

    /// One pass over a `Cookie` header's bytes, each read once: pairs split at `;`, spaces and
    /// tabs around names and values skipped, a value in double quotes unquoted; a pair without
    /// `=`, with a name that is not a token or a value with bytes a cookie may not hold is
    /// skipped. Runs on every request, so it works on indices and makes a string only for each
    /// pair it keeps.
    private mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        while index < bytes.count {
            if let (name, value) = Self.pair(in: bytes, at: &index) {
                let pair = (name: String(decoding: name, as: UTF8.self), value: String(decoding: value, as: UTF8.self))
                if first == nil {
                    first = pair
                } else {
                    rest.append(pair)
                }
            }
            // Whatever stopped the pair's reading stopped it before the next `;` (none of the
            // bytes read there is one), so a malformed pair is left by going on to that `;`.
            while index < bytes.count && bytes[index] != UInt8(ascii: ";") { index += 1 }
            index += 1
        }
    }

    /// The well-formed pair starting at `index`, or `nil`; leaves `index` where reading stopped.
    private static func pair(
        in bytes: UnsafeBufferPointer<UInt8>, at index: inout Int
    ) -> (name: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>)? {
        index = afterWhitespace(bytes, index)
        let nameStart = index
        while index < bytes.count && ASCII.isTokenCharacter(bytes[index]) { index += 1 }
        let nameEnd = index
        index = afterWhitespace(bytes, index)
        guard nameEnd > nameStart, index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
        index = afterWhitespace(bytes, index + 1)
        let quoted = index < bytes.count && bytes[index] == UInt8(ascii: "\"")
        if quoted { index += 1 }
        let valueStart = index
        while index < bytes.count && SetCookie.isCookieOctet(bytes[index]) { index += 1 }
        let valueEnd = index
        if quoted {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            index += 1
        }
        index = afterWhitespace(bytes, index)
        guard index == bytes.count || bytes[index] == UInt8(ascii: ";") else { return nil }
        return (UnsafeBufferPointer(rebasing: bytes[nameStart..<nameEnd]), UnsafeBufferPointer(rebasing: bytes[valueStart..<valueEnd]))
    }

    private static func afterWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int {
        var index = start
        while index < bytes.count && ASCII.isWhitespace(bytes[index]) { index += 1 }
        return index
    }

    /// The first value sent for `name`; browsers send the most specific path first.
    public subscript(name: String) -> String? {
        guard let first else { return nil }
        if first.name == name { return first.value }
        return rest.first { $0.name == name }?.value
    }

    public var count: Int { first == nil ? 0 : 1 + rest.count }

    public static func == (lhs: Cookies, rhs: Cookies) -> Bool {
        lhs.first?.name == rhs.first?.name && lhs.first?.value == rhs.first?.value
            && lhs.rest.elementsEqual(rhs.rest) { $0.name == $1.name && $0.value == $1.value }
    }
}
