public import HTTPCore

/// The cookies a browser would keep between requests, fed from `Set-Cookie` headers.
public struct CookieJar: Sendable {
    public private(set) var values: [String: String] = [:]

    public init() {}

    public subscript(name: String) -> String? {
        get { values[name] }
        set { values[name] = newValue }
    }

    /// Applies every `Set-Cookie` of a response: a `Max-Age=0` or an empty value removes it.
    public mutating func store(from headers: HTTPHeaders) {
        for header in headers.values(for: "Set-Cookie") {
            let attributes = header.split(separator: ";").map { $0.trimmingPrefix(" ") }
            guard let pair = attributes.first, let equals = pair.firstIndex(of: "=") else { continue }
            let name = String(pair[..<equals])
            let value = String(pair[pair.index(after: equals)...])
            let expired = attributes.dropFirst().contains { $0.lowercased() == "max-age=0" }
            values[name] = expired || value.isEmpty ? nil : value
        }
    }

    /// The `Cookie` header a browser would send, or `nil` when the jar is empty.
    public var headerValue: String? {
        values.isEmpty ? nil : values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")
    }
}
