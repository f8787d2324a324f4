/// Writes a ``CBORValue`` in CBOR's preferred form (each argument in the fewest bytes, map
/// entries in their given order). The server reads CBOR and never needs to send it; this is
/// the other half that tests build authenticator data and COSE keys with, and that the fuzz
/// target checks the decoder against (anything decoded, written again, decodes to itself).
///
/// ```swift
/// CBOREncoder.encode(.map(CBORMap([(.integer(1), .unsigned(2))])!))   // [0xa1, 0x01, 0x02]
/// ```
public enum CBOREncoder {
    public static func encode(_ value: CBORValue) -> [UInt8] {
        var output: [UInt8] = []
        write(value, into: &output)
        return output
    }

    private static func write(_ value: CBORValue, into output: inout [UInt8]) {
        switch value {
        case .unsigned(let number):
            writeHead(major: 0, argument: number, into: &output)
        case .negative(let number):
            writeHead(major: 1, argument: number, into: &output)
        case .bytes(let bytes):
            writeHead(major: 2, argument: UInt64(bytes.count), into: &output)
            output.append(contentsOf: bytes)
        case .text(let text):
            writeHead(major: 3, argument: UInt64(text.utf8.count), into: &output)
            output.append(contentsOf: text.utf8)
        case .array(let elements):
            writeHead(major: 4, argument: UInt64(elements.count), into: &output)
            for element in elements { write(element, into: &output) }
        case .map(let map):
            writeHead(major: 5, argument: UInt64(map.count), into: &output)
            for entry in map.entries {
                switch entry.key {
                case .integer(let number):
                    write(number < 0 ? .negative(UInt64(-(number + 1))) : .unsigned(UInt64(number)), into: &output)
                case .text(let text):
                    write(.text(text), into: &output)
                }
                write(entry.value, into: &output)
            }
        case .bool(let flag):
            output.append(flag ? 0xf5 : 0xf4)
        case .null:
            output.append(0xf6)
        case .undefined:
            output.append(0xf7)
        }
    }

    private static func writeHead(major: UInt8, argument: UInt64, into output: inout [UInt8]) {
        let type = major << 5
        let width: Int
        switch argument {
        case 0..<24:
            output.append(type | UInt8(argument))
            return
        case 24...0xff: width = 1; output.append(type | 24)
        case 0x100...0xffff: width = 2; output.append(type | 25)
        case 0x1_0000...0xffff_ffff: width = 4; output.append(type | 26)
        default: width = 8; output.append(type | 27)
        }
        for shift in stride(from: (width - 1) * 8, through: 0, by: -8) {
            output.append(UInt8(truncatingIfNeeded: argument >> UInt64(shift)))
        }
    }
}
