import Domain

/// Checks an uploaded picture by what it is, not by its name or the type the browser claimed:
/// a PNG or a JPEG by its first bytes, its width and height read from its header (PNG's IHDR
/// chunk, JPEG's start-of-frame segment), within 1 MB and 4096 × 4096 pixels.
struct AvatarImageUseCase: Sendable {
    static let maximumBytes = 1_048_576
    static let maximumSide = 4096

    struct Image: Equatable, Sendable {
        let format: Avatar.Format
        let width: Int
        let height: Int
    }

    func callAsFunction(_ bytes: [UInt8]) -> Result<Image, ValidationProblem> {
        guard !bytes.isEmpty else { return .failure(Self.missing) }
        guard bytes.count <= Self.maximumBytes else { return .failure(Self.tooLarge) }
        guard let image = Self.png(bytes) ?? Self.jpeg(bytes) else { return .failure(Self.notAnImage) }
        guard image.width > 0, image.height > 0 else { return .failure(Self.notAnImage) }
        guard image.width <= Self.maximumSide, image.height <= Self.maximumSide else { return .failure(Self.tooManyPixels) }
        return .success(image)
    }

    /// A tag naming these bytes (64-bit FNV-1a, in hex): the same picture keeps its tag, any
    /// other gets a new one, so a browser's copy under the old one is never shown for the new.
    static func tag(of bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The signature, then the IHDR chunk first, as the format requires: its length (13), its
    /// type, then width and height as 32-bit big-endian numbers.
    private static func png(_ bytes: [UInt8]) -> Image? {
        guard bytes.count >= 24, bytes.starts(with: pngSignature),
              bigEndian(bytes, at: 8, count: 4) == 13, Array(bytes[12..<16]) == Array("IHDR".utf8)
        else { return nil }
        return Image(format: .png, width: bigEndian(bytes, at: 16, count: 4), height: bigEndian(bytes, at: 20, count: 4))
    }

    /// Start of image, then segments up to the first start-of-frame marker (C0–CF, except
    /// C4, C8 and CC, which are tables), whose height and width follow its length and precision.
    private static func jpeg(_ bytes: [UInt8]) -> Image? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 3 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF {
                index += 1  // a fill byte
                continue
            }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) {
                index += 2  // markers without a length
                continue
            }
            if marker == 0xD9 || marker == 0xDA { return nil }  // end of image, or data before any frame
            let length = bigEndian(bytes, at: index + 2, count: 2)
            guard length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard index + 9 <= bytes.count else { return nil }
                return Image(format: .jpeg, width: bigEndian(bytes, at: index + 7, count: 2), height: bigEndian(bytes, at: index + 5, count: 2))
            }
            index += 2 + length
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], at start: Int, count: Int) -> Int {
        bytes[start..<(start + count)].reduce(0) { $0 << 8 | Int($1) }
    }
}
