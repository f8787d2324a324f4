internal import CQRencode

/// A QR code's modules, drawn by libqrencode, and the code as SVG: what an authenticator app
/// scans to take a secret. The SVG is one `<path>` of unit squares with no style or script, so
/// it is served under the app's strict Content-Security-Policy as it is.
///
/// ```swift
/// let code = QRCode(encoding: "otpauth://totp/ScreenKit:ada%40example.com?secret=…")
/// code?.svg   // "<svg xmlns=…"
/// ```
public struct QRCode: Sendable, Equatable {
    /// Modules per side.
    public let size: Int
    /// Row by row, `true` for a dark module.
    public let modules: [Bool]
    /// The light margin around the code that scanners need: four modules (ISO/IEC 18004).
    public static let quietZone = 4

    /// The smallest code that holds `text` in 8-bit mode at error correction level M; `nil`
    /// when it does not fit any QR code or libqrencode fails.
    public init?(encoding text: String) {
        guard let encoded = text.withCString({ QRcode_encodeString8bit($0, 0, QR_ECLEVEL_M) }) else { return nil }
        defer { QRcode_free(encoded) }
        let size = Int(encoded.pointee.width)
        guard size > 0, let data = encoded.pointee.data else { return nil }
        self.size = size
        // libqrencode's least significant bit of each byte says whether the module is dark.
        modules = (0..<(size * size)).map { data[$0] & 1 == 1 }
    }

    public func isDark(row: Int, column: Int) -> Bool {
        modules[row * size + column]
    }

    /// A standalone SVG document: one path of dark squares on a white rectangle, scaled by
    /// whoever shows it (`viewBox` in modules, quiet zone included).
    public var svg: String {
        let side = size + 2 * Self.quietZone
        var path = ""
        path.reserveCapacity(size * size * 4)
        for row in 0..<size {
            var column = 0
            while column < size {
                guard isDark(row: row, column: column) else {
                    column += 1
                    continue
                }
                // A run of dark modules on a row is one rectangle.
                var run = 1
                while column + run < size, isDark(row: row, column: column + run) { run += 1 }
                path += "M\(column + Self.quietZone) \(row + Self.quietZone)h\(run)v1h-\(run)z"
                column += run
            }
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(side) \(side)" width="\(side * 6)" height="\(side * 6)" \
            shape-rendering="crispEdges" role="img" aria-label="QR code">\
            <rect width="\(side)" height="\(side)" fill="#fff"/><path fill="#000" d="\(path)"/></svg>
            """
    }
}
