/// The `Strict-Transport-Security` field a server reached over HTTPS sends: browsers then use
/// nothing else for this host for a year, so no plain-HTTP request can leak a cookie or be
/// rewritten on the way. One spelling for the kit, which adds it to the answers of a request
/// known to be secure, and the server, which adds it to every answer when the site is HTTPS
/// only. Static strings, so both copy it from the binary without making a string: a `String`
/// handed to C is first copied into an array.
public enum StrictTransportSecurity {
    public static let name: StaticString = "Strict-Transport-Security"
    public static let value: StaticString = "max-age=31536000"
}

extension HTTPHeaders {
    /// Adds ``StrictTransportSecurity``.
    public mutating func addStrictTransportSecurity() {
        StrictTransportSecurity.name.withUTF8Buffer { name in
            StrictTransportSecurity.value.withUTF8Buffer { value in add(name: name, value: value) }
        }
    }
}
