import Foundation
import Testing
import ViewCode

struct DesignTokensTests {
    /// Set `REWRITE_DESIGN_TOKENS=1` to write the generated block into app.css instead of
    /// failing on a difference.
    @Test func appCSSCarriesExactlyTheGeneratedTokens() throws {
        var css = try AppStylesheet.read()
        if ProcessInfo.processInfo.environment["REWRITE_DESIGN_TOKENS"] == "1" {
            css = DesignTokens.rewritingTokens(in: css)
            try AppStylesheet.write(css)
        }
        #expect(css.ranges(of: DesignTokens.startMarker).count == 1)
        #expect(css.ranges(of: DesignTokens.endMarker).count == 1)
        #expect(
            DesignTokens.rewritingTokens(in: css) == css,
            """
            Public/css/app.css and DesignTokens disagree. Change the tokens in Swift, then run \
            `REWRITE_DESIGN_TOKENS=1 swift test --filter DesignTokensTests` to rewrite the block.
            """
        )
    }

    @Test func appCSSBlockIsTheStylesheetBetweenTheMarkers() throws {
        let css = try AppStylesheet.read()
        let start = try #require(css.firstRange(of: DesignTokens.startMarker))
        let end = try #require(css.firstRange(of: DesignTokens.endMarker))
        #expect(css[start.upperBound..<end.lowerBound] == "\n" + DesignTokens.stylesheet)
    }

    @Test(arguments: [
        DesignTokens.stylesheet,
        try AppStylesheet.read(),
    ])
    func bothSchemesDefineTheSameColours(css: String) throws {
        let darkStart = try #require(css.firstRange(of: "@media (prefers-color-scheme: dark)"))
        let light = Self.colourVariables(in: css[..<darkStart.lowerBound])
        let dark = Self.colourVariables(in: css[darkStart.upperBound...].prefix { $0 != "}" })
        #expect(light == dark)
        #expect(Set(light) == Set(ColorRole.allCases.map(\.cssVariable)))
        #expect(light.count == ColorRole.allCases.count, "a colour is defined twice")
    }

    @Test func everyTokenIsDefinedOnce() {
        let names = DesignTokens.stylesheet.split(separator: "\n")
            .filter { $0.hasPrefix("  --") }
            .map { $0.drop { $0 == " " }.prefix { $0 != ":" } }
        #expect(Set(names).count == names.count)
        for expected in ["--font-body", "--measure", "--space-4", "--text-body", "--text-headline", "--radius-large"] {
            #expect(names.contains(Substring(expected)))
        }
    }

    @Test func rewritingReplacesOnlyTheBlock() {
        let css = "/* head */\n\(DesignTokens.startMarker)\n:root { --old: 1; }\n\(DesignTokens.endMarker)\n\nbody { margin: 0; }\n"
        let rewritten = DesignTokens.rewritingTokens(in: css)
        #expect(rewritten == "/* head */\n\(DesignTokens.startMarker)\n\(DesignTokens.stylesheet)\(DesignTokens.endMarker)\n\nbody { margin: 0; }\n")
        #expect(DesignTokens.rewritingTokens(in: rewritten) == rewritten)
    }

    @Test func rewritingWithoutMarkersPutsTheBlockFirst() {
        let rewritten = DesignTokens.rewritingTokens(in: "body { margin: 0; }\n")
        #expect(rewritten == "\(DesignTokens.startMarker)\n\(DesignTokens.stylesheet)\(DesignTokens.endMarker)\n\nbody { margin: 0; }\n")
    }

    @Test(arguments: [("light", DesignTokens.light), ("dark", DesignTokens.dark)])
    func textContrastMeetsWCAGAA(scheme: String, palette: ColorPalette) {
        for text in [ColorRole.text, .textMuted, .accent, .danger, .success] {
            for background in [ColorRole.background, .surface] {
                let ratio = ContrastRatio.between(palette[text], palette[background])
                #expect(ratio >= 4.5, "\(scheme): \(text) on \(background) is \(ratio):1")
            }
        }
        let onAccent = ContrastRatio.between(palette.accentText, palette.accent)
        #expect(onAccent >= 4.5, "\(scheme): accent text on accent is \(onAccent):1")
    }

    @Test(arguments: [("light", DesignTokens.light), ("dark", DesignTokens.dark)])
    func controlsAndFocusMeetNonTextContrast(scheme: String, palette: ColorPalette) {
        for role in [ColorRole.border, .focus, .accent] {
            for background in [ColorRole.background, .surface] {
                let ratio = ContrastRatio.between(palette[role], palette[background])
                #expect(ratio >= 3, "\(scheme): \(role) on \(background) is \(ratio):1")
            }
        }
    }

    @Test func colorsAreWrittenAsCSSHex() {
        #expect(RGBColor(hex: 0x0A0B0C).cssHex == "#0a0b0c")
        #expect(RGBColor(red: 255, green: 0, blue: 128).cssHex == "#ff0080")
    }

    /// `--color-…` names declared in `css`, in order.
    static func colourVariables(in css: some StringProtocol) -> [String] {
        css.split(separator: "\n")
            .map { $0.drop { $0 == " " } }
            .filter { $0.hasPrefix("--color-") }
            .map { String($0.prefix { $0 != ":" }) }
    }
}
