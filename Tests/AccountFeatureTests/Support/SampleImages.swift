/// The first bytes of real image files, enough for their headers to be read: what an upload
/// check sees. Not decodable pictures; nothing here decodes pixels.
enum SampleImages {
    /// A PNG's signature and IHDR chunk for `width` × `height`, then filler.
    static func png(width: Int, height: Int) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + bigEndian(width, 4) + bigEndian(height, 4) + [8, 6, 0, 0, 0] + Array(repeating: 0, count: 16)
    }

    /// A JPEG's start of image, an APP0 (JFIF) segment, then a baseline frame header for
    /// `width` × `height`.
    static func jpeg(width: Int, height: Int) -> [UInt8] {
        [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
            + [0xFF, 0xC0, 0x00, 0x11, 0x08] + bigEndian(height, 2) + bigEndian(width, 2)
            + [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1] + [0xFF, 0xD9]
    }

    private static func bigEndian(_ value: Int, _ count: Int) -> [UInt8] {
        (0..<count).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}
