/// A `Set-Cookie` header value with every attribute of RFC 6265 §4.1 and `SameSite`.
///
/// ```swift
/// let cookie = try SetCookie(name: "sid", value: token, path: "/", maxAge: 3600,
///                            secure: true, httpOnly: true, sameSite: .lax)
/// response.headers.add(cookie)
/// ```
public struct SetCookie: Sendable, Equatable {
    public enum SameSite: String, Sendable {
        case strict = "Strict"
        case lax = "Lax"
        case none = "None"
    }

    /// A cookie that cannot be written without corrupting the header.
    public struct InvalidCookie: Error, Equatable {
        public let reason: String
    }

    public let name: String
    public let value: String
    public let expires: Int?
    public let maxAge: Int?
    public let domain: String?
    public let path: String?
    public let secure: Bool
    public let httpOnly: Bool
    public let sameSite: SameSite?

    /// - Parameter expires: seconds since 1970 (UTC), written as an HTTP date.
    /// - Throws: ``InvalidCookie`` when the name is not a token, the value holds characters a
    ///   cookie may not (space, `"`, `,`, `;`, `\`, controls), or domain/path hold `;` or controls.
    public init(
        name: String,
        value: String,
        expires: Int? = nil,
        maxAge: Int? = nil,
        domain: String? = nil,
        path: String? = nil,
        secure: Bool = false,
        httpOnly: Bool = false,
        sameSite: SameSite? = nil
    ) throws(InvalidCookie) {
        guard ASCII.isToken(name) else { throw InvalidCookie(reason: "name is not a token") }
        guard HTTPHeaders.withBytes(of: value, { $0.allSatisfy(Self.isCookieOctet) }) else {
            throw InvalidCookie(reason: "value holds characters a cookie may not")
        }
        guard Self.isAttributeText(domain), Self.isAttributeText(path) else {
            throw InvalidCookie(reason: "attribute holds ';' or a control character")
        }
        if sameSite == SameSite.none && !secure {
            // Browsers drop SameSite=None cookies that are not Secure.
            throw InvalidCookie(reason: "SameSite=None needs Secure")
        }
        self.name = name
        self.value = value
        self.expires = expires
        self.maxAge = maxAge
        self.domain = domain
        self.path = path
        self.secure = secure
        self.httpOnly = httpOnly
        self.sameSite = sameSite
    }

    /// A cookie that tells the browser to forget `name` at once.
    public static func expired(name: String, path: String? = "/", secure: Bool = false) throws(InvalidCookie) -> SetCookie {
        try SetCookie(name: name, value: "", expires: 0, maxAge: 0, path: path, secure: secure, httpOnly: true, sameSite: .lax)
    }

    public var headerValue: String {
        let expiresText = expires.map { HTTPDate.format(secondsSince1970: $0) }
        let maxAgeText = maxAge.map { String($0) }
        let length = byteCount(expiresText: expiresText, maxAgeText: maxAgeText)
        return String(unsafeUninitializedCapacity: length) { target in
            write(into: target, expiresText: expiresText, maxAgeText: maxAgeText)
        }
    }

    /// The header value's length in bytes.
    func byteCount(expiresText: String?, maxAgeText: String?) -> Int {
        var count = 0
        forEachPiece(expiresText: expiresText, maxAgeText: maxAgeText) { count += $0.count }
        return count
    }

    /// Writes the header value into `target`, which has room for ``byteCount``; returns the
    /// bytes written.
    @discardableResult
    func write(into target: UnsafeMutableBufferPointer<UInt8>, expiresText: String?, maxAgeText: String?) -> Int {
        var written = 0
        forEachPiece(expiresText: expiresText, maxAgeText: maxAgeText) { piece in
            guard let source = piece.baseAddress, let start = target.baseAddress, written + piece.count <= target.count else { return }
            (start + written).initialize(from: source, count: piece.count)
            written += piece.count
        }
        return written
    }

    /// The header value's pieces in order, as bytes where they lie.
    private func forEachPiece(expiresText: String?, maxAgeText: String?, _ emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        func text(_ text: String) { HTTPHeaders.withBytes(of: text, emit) }
        func literal(_ literal: StaticString) { literal.withUTF8Buffer(emit) }
        text(name)
        literal("=")
        text(value)
        if let expiresText { literal("; Expires="); text(expiresText) }
        if let maxAgeText { literal("; Max-Age="); text(maxAgeText) }
        if let domain { literal("; Domain="); text(domain) }
        if let path { literal("; Path="); text(path) }
        if secure { literal("; Secure") }
        if httpOnly { literal("; HttpOnly") }
        if let sameSite { literal("; SameSite="); text(sameSite.rawValue) }
    }

    /// A domain or path: printable ASCII without `;`, or absent.
    private static func isAttributeText(_ attribute: String?) -> Bool {
        guard let attribute else { return true }
        return HTTPHeaders.withBytes(of: attribute) { bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: ";") }
        }
    }

    /// `cookie-octet` of RFC 6265 §4.1.1.
    static func isCookieOctet(_ byte: UInt8) -> Bool {
        ASCII.inSet(byte, low: cookieOctetsLow, high: cookieOctetsHigh)
    }

    /// `%x21 / %x23-2B / %x2D-3A / %x3C-5B / %x5D-7E` as bits, one per byte value below 128
    /// (checked against those ranges by the tests).
    static let cookieOctetsLow: UInt64 = 0xF7FF_EFFA_0000_0000
    static let cookieOctetsHigh: UInt64 = 0x7FFF_FFFF_EFFF_FFFF
}

extension HTTPHeaders {
    /// Adds a `Set-Cookie` field with the cookie's value written straight into the headers.
    public mutating func add(_ cookie: SetCookie) {
        let expiresText = cookie.expires.map { HTTPDate.format(secondsSince1970: $0) }
        let maxAgeText = cookie.maxAge.map { String($0) }
        let length = cookie.byteCount(expiresText: expiresText, maxAgeText: maxAgeText)
        let name: StaticString = "Set-Cookie"
        name.withUTF8Buffer { name in
            add(name: name, valueCount: length) { target in
                cookie.write(into: target, expiresText: expiresText, maxAgeText: maxAgeText)
            }
        }
    }
}
