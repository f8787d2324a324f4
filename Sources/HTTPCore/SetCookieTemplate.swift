/// A `Set-Cookie` whose name and attributes are settled once, at start, so that a response
/// writes only the value: the bytes before and after it are copied around it, with no
/// ``SetCookie`` made and no attribute written piece by piece on every page.
///
/// ```swift
/// let anonymous = try SetCookieTemplate(SetCookie(name: "sk_anon", value: "", path: "/", httpOnly: true, sameSite: .lax))
/// headers.add(anonymous, value: binding)
/// ```
public struct SetCookieTemplate: Sendable {
    /// `name=`, then `; Path=/; HttpOnly; SameSite=Lax` or whatever the cookie's attributes
    /// are: one array, so that using a template kept for every response counts one reference.
    private let bytes: [UInt8]
    /// Where the value goes: the length of `name=`.
    private let prefixCount: Int

    /// The cookie's name and attributes; its value is ignored.
    public init(_ cookie: SetCookie) {
        let written = Array(cookie.headerValue.utf8)
        prefixCount = cookie.name.utf8.count + 1
        bytes = Array(written[..<prefixCount]) + Array(written[(prefixCount + cookie.value.utf8.count)...])
    }

    /// Adds the header with `value` filled in; `false`, adding nothing, when the value holds
    /// bytes a cookie may not (which would corrupt the header).
    func write(value: UnsafeBufferPointer<UInt8>, into headers: inout HTTPHeaders) -> Bool {
        for byte in value where !SetCookie.isCookieOctet(byte) {
            return false
        }
        let name: StaticString = "Set-Cookie"
        name.withUTF8Buffer { name in
            bytes.withUnsafeBufferPointer { bytes in
                let prefix = UnsafeBufferPointer(rebasing: bytes[..<prefixCount])
                let suffix = UnsafeBufferPointer(rebasing: bytes[prefixCount...])
                headers.add(name: name, valueCount: prefix.count + value.count + suffix.count) { target in
                    var written = 0
                    func copy(_ piece: UnsafeBufferPointer<UInt8>) {
                        guard let source = piece.baseAddress, let start = target.baseAddress else { return }
                        (start + written).initialize(from: source, count: piece.count)
                        written += piece.count
                    }
                    copy(prefix)
                    copy(value)
                    copy(suffix)
                    return written
                }
            }
        }
        return true
    }
}

extension HTTPHeaders {
    /// Adds the template's `Set-Cookie` with `value`; returns `false`, adding nothing, when the
    /// value holds bytes a cookie may not.
    @discardableResult
    public mutating func add(_ template: SetCookieTemplate, value: String) -> Bool {
        HTTPHeaders.withBytes(of: value) { value in template.write(value: value, into: &self) }
    }
}
