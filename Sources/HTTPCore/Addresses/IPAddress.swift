/// An IPv4 or IPv6 address as 16 bytes, IPv4 held IPv4-mapped (`::ffff:a.b.c.d`), so one
/// comparison covers both families. Parsed strictly from text, without the C library: no zone
/// ids, no leading zeros in IPv4 parts, no abbreviated IPv4 forms.
///
/// ```swift
/// IPAddress("192.0.2.7")?.description          // "192.0.2.7"
/// IPAddress("2001:db8::1")?.networkText(prefix: 64)   // "2001:db8::/64"
/// ```
public struct IPAddress: Sendable, Hashable, CustomStringConvertible {
    public let bytes: [UInt8]

    public var isIPv4: Bool {
        bytes[0..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF
    }

    /// Whether the address is this machine's own: 127.0.0.0/8 (IPv4-mapped `::ffff:127.x.y.z`
    /// too, since both are held alike) or `::1`.
    public var isLoopback: Bool {
        isIPv4 ? bytes[12] == 127 : bytes[0..<15].allSatisfy { $0 == 0 } && bytes[15] == 1
    }

    public init?(_ text: some StringProtocol) {
        let utf8 = Array(text.utf8)
        if let v4 = Self.parseIPv4(utf8[...]) {
            bytes = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF] + v4
        } else if let v6 = Self.parseIPv6(utf8[...]) {
            bytes = v6
        } else {
            return nil
        }
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The address with every bit past the first `prefix` cleared; `prefix` counts IPv4 bits
    /// for an IPv4 address.
    public func masked(prefix: Int) -> IPAddress {
        let bits = isIPv4 ? 96 + prefix : prefix
        var masked = bytes
        for index in 0..<16 {
            let keep = min(max(bits - index * 8, 0), 8)
            masked[index] &= keep == 8 ? 0xFF : ~(0xFF >> UInt8(keep))
        }
        return IPAddress(bytes: masked)
    }

    /// The network of the first `prefix` bits as text, such as `2001:db8:1:2::/64`.
    public func networkText(prefix: Int) -> String {
        "\(masked(prefix: prefix))/\(prefix)"
    }

    public var description: String {
        if isIPv4 { return bytes[12...].map(String.init).joined(separator: ".") }
        let groups = (0..<8).map { Int(bytes[$0 * 2]) << 8 | Int(bytes[$0 * 2 + 1]) }
        // The longest run of two or more zero groups becomes "::" (RFC 5952).
        var best = (start: -1, length: 0)
        var index = 0
        while index < 8 {
            guard groups[index] == 0 else { index += 1; continue }
            var end = index
            while end < 8 && groups[end] == 0 { end += 1 }
            if end - index > best.length && end - index >= 2 { best = (index, end - index) }
            index = end
        }
        let hex = groups.map { String($0, radix: 16) }
        guard best.start >= 0 else { return hex.joined(separator: ":") }
        let head = hex[..<best.start].joined(separator: ":")
        let tail = hex[(best.start + best.length)...].joined(separator: ":")
        return head + "::" + tail
    }

    private static func parseIPv4(_ text: ArraySlice<UInt8>) -> [UInt8]? {
        let parts = text.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var result: [UInt8] = []
        for part in parts {
            guard (1...3).contains(part.count), part.allSatisfy({ (0x30...0x39).contains($0) }),
                  part.count == 1 || part.first != UInt8(ascii: "0") else { return nil }
            let value = part.reduce(0) { $0 * 10 + Int($1 - 0x30) }
            guard value <= 255 else { return nil }
            result.append(UInt8(value))
        }
        return result
    }

    private static func parseIPv6(_ text: ArraySlice<UInt8>) -> [UInt8]? {
        guard text.count >= 2, text.count <= 45 else { return nil }
        var head: [UInt8] = []
        var tail: [UInt8] = []
        var sawGap = false
        let pieces = text.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        var index = pieces.startIndex
        // "::" at the start or end leaves empty pieces around the gap; the bytes go to `head`
        // before the gap and to `tail` after it.
        if pieces.first?.isEmpty == true {
            guard pieces.count > 2, pieces[1].isEmpty else { return nil }
            sawGap = true
            index += 2
            if pieces.count == 3 && pieces[2].isEmpty { return [UInt8](repeating: 0, count: 16) }
        }
        while index < pieces.endIndex {
            let piece = pieces[index]
            let isLast = index == pieces.endIndex - 1
            if piece.isEmpty {
                if isLast && sawGap && pieces[index - 1].isEmpty { break }
                guard !sawGap, !isLast else { return nil }
                sawGap = true
                index += 1
                continue
            }
            if isLast, piece.contains(UInt8(ascii: ".")) {
                guard let v4 = parseIPv4(piece) else { return nil }
                if sawGap { tail += v4 } else { head += v4 }
                break
            }
            guard piece.count <= 4, let value = hexValue(piece) else { return nil }
            let pair = [UInt8(value >> 8), UInt8(value & 0xFF)]
            if sawGap { tail += pair } else { head += pair }
            index += 1
        }
        let total = head.count + tail.count
        if sawGap {
            guard total <= 14 else { return nil }
            return head + [UInt8](repeating: 0, count: 16 - total) + tail
        }
        return total == 16 ? head : nil
    }

    private static func hexValue(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for digit in digits {
            switch digit {
            case 0x30...0x39: value = value << 4 | Int(digit - 0x30)
            case 0x41...0x46: value = value << 4 | Int(digit - 0x41 + 10)
            case 0x61...0x66: value = value << 4 | Int(digit - 0x61 + 10)
            default: return nil
            }
        }
        return value
    }
}
