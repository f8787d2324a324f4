/// Draws a QR code as an SVG document; the app hands in libqrencode.
public protocol QRCodeDrawing: Sendable {
    /// The QR code of `text` as a standalone SVG document, or `nil` when `text` does not fit one.
    func svg(of text: String) -> String?
}
