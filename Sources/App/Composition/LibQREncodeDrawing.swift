import Domain
import QRCode

/// Domain's QR codes, drawn by libqrencode.
struct LibQREncodeDrawing: QRCodeDrawing {
    func svg(of text: String) -> String? {
        QRCode(encoding: text)?.svg
    }
}
