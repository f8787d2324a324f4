/// An opaque sRGB colour.
public struct RGBColor: Hashable, Sendable {
    public let red: UInt8
    public let green: UInt8
    public let blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// A colour written as in CSS: `RGBColor(hex: 0x1B1E24)` is `#1b1e24`.
    public init(hex: UInt32) {
        self.init(
            red: UInt8(truncatingIfNeeded: hex >> 16),
            green: UInt8(truncatingIfNeeded: hex >> 8),
            blue: UInt8(truncatingIfNeeded: hex)
        )
    }

    /// `#rrggbb`, lower case.
    public var cssHex: String {
        let digits = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        for channel in [red, green, blue] {
            bytes.append(digits[Int(channel >> 4)])
            bytes.append(digits[Int(channel & 0x0F)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
