extension URLEncodedForm {
    /// The fields as `name=value&…`, for a query string or a form body.
    public var encoded: String {
        var result = ""
        for (index, field) in enumerated() {
            if index > 0 { result.append("&") }
            result.append(Self.encode(field.name))
            result.append("=")
            result.append(Self.encode(field.value))
        }
        return result
    }

    /// Percent-encodes `component` for a query or form value: only unreserved characters
    /// (RFC 3986) stay as they are, so `/`, `?`, `&`, `=` and `+` can never change its meaning.
    public static func encode(_ component: String) -> String {
        var result = ""
        result.reserveCapacity(component.utf8.count)
        for byte in component.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result.append("%")
                result.unicodeScalars.append(Unicode.Scalar(Self.hexDigits[Int(byte >> 4)]))
                result.unicodeScalars.append(Unicode.Scalar(Self.hexDigits[Int(byte & 0x0F)]))
            }
        }
        return result
    }

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)
}
