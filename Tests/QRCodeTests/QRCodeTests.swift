import QRCode
import Testing

struct QRCodeTests {
    @Test func aShortTextIsAVersionOneCodeWithItsFinderPatterns() throws {
        let code = try #require(QRCode(encoding: "HELLO"))
        #expect(code.size == 21)
        #expect(code.modules.count == 21 * 21)
        // The finder pattern in each of three corners: a dark ring, a light ring, a dark centre.
        for (top, left) in [(0, 0), (0, 14), (14, 0)] {
            #expect((0..<7).allSatisfy { code.isDark(row: top, column: left + $0) })
            #expect((1..<6).allSatisfy { !code.isDark(row: top + 1, column: left + $0) })
            #expect(code.isDark(row: top + 3, column: left + 3))
        }
    }

    @Test func longerTextNeedsALargerCode() throws {
        let uri = "otpauth://totp/ScreenKit:ada%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=ScreenKit"
        let code = try #require(QRCode(encoding: uri))
        #expect(code.size > 21)
        #expect((code.size - 17) % 4 == 0)
    }

    @Test func theSVGIsOnePathWithNothingToRun() throws {
        let svg = try #require(QRCode(encoding: "HELLO")).svg
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 29 29\""))
        #expect(svg.contains("<path fill=\"#000\" d=\"M4 4h7v1h-7z"))
        #expect(!svg.contains("script") && !svg.contains("style"))
        #expect(svg.hasSuffix("</svg>"))
    }

    @Test func textBeyondTheLargestCodeIsRefused() {
        #expect(QRCode(encoding: String(repeating: "x", count: 4000)) == nil)
    }
}
