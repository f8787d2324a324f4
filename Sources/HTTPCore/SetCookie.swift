/// A `Set-Cookie` header value with every attribute of RFC 6265 §4.1 and `SameSite`.
///
/// ```swift
/// let cookie = try SetCookie(name: "sid", value: token, path: "/", maxAge: 3600,
///                            secure: true, httpOnly: true, sameSite: .lax)
/// response.headers.add("Set-Cookie", cookie.headerValue)
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
        guard value.utf8.allSatisfy(Self.isCookieOctet) else {
            throw InvalidCookie(reason: "value holds characters a cookie may not")
        }
        for attribute in [domain, path].compactMap({ $0 }) {
            guard attribute.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: ";") }) else {
                throw InvalidCookie(reason: "attribute holds ';' or a control character")
            }
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
        func pieces(_ emit: (String) -> Void) {
            func attribute(_ label: String, _ text: String?) {
                guard let text else { return }
                emit(label)
                emit(text)
            }
            emit(name)
            emit("=")
            emit(value)
            attribute("; Expires=", expiresText)
            attribute("; Max-Age=", maxAgeText)
            attribute("; Domain=", domain)
            attribute("; Path=", path)
            if secure { emit("; Secure") }
            if httpOnly { emit("; HttpOnly") }
            attribute("; SameSite=", sameSite?.rawValue)
        }
        // Measured, then written into a string of that size: one allocation, where appending
        // piece by piece grows and copies the string several times on every response.
        var length = 0
        pieces { length += $0.utf8.count }
        return String(unsafeUninitializedCapacity: length) { bytes in
            var written = 0
            pieces { piece in
                for byte in piece.utf8 {
                    bytes[written] = byte
                    written += 1
                }
            }
            return written
        }
    }

    /// `cookie-octet` of RFC 6265 §4.1.1.
    static func isCookieOctet(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x21, 0x23...0x2B, 0x2D...0x3A, 0x3C...0x5B, 0x5D...0x7E: true
        default: false
        }
    }
}
