/// Where a request came from, as the server read it from the connection: an IPv4 peer is kept
/// as its number and written as text only when something reads it, which most requests never do.
@usableFromInline
package enum RemoteAddress: Sendable {
    case text(String)
    /// An IPv4 address in host byte order.
    case ipv4(UInt32)

    /// `a.b.c.d`, or the text as given; written digit by digit, so the result is a small
    /// string and allocates nothing.
    package var text: String {
        switch self {
        case .text(let text):
            return text
        case .ipv4(let value):
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 15) { buffer in
                var count = 0
                for shift in stride(from: 24, through: 0, by: -8) {
                    let part = Int((value >> UInt32(shift)) & 0xFF)
                    if part >= 100 { buffer[count] = UInt8(48 + part / 100); count += 1 }
                    if part >= 10 { buffer[count] = UInt8(48 + part / 10 % 10); count += 1 }
                    buffer[count] = UInt8(48 + part % 10)
                    count += 1
                    if shift > 0 { buffer[count] = UInt8(ascii: "."); count += 1 }
                }
                return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
            }
        }
    }
}
