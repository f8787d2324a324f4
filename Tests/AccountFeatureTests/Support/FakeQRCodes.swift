import Domain

/// A QR code stand-in: the text inside an SVG comment, so a test can see what was encoded.
struct FakeQRCodes: QRCodeDrawing {
    func svg(of text: String) -> String? {
        "<svg xmlns=\"http://www.w3.org/2000/svg\"><!-- \(text) --></svg>"
    }
}
