extension DesignTokens {
    /// The comment that opens the generated block in `app.css`.
    public static let startMarker = "/* design-tokens:start */"

    /// The comment that closes the generated block in `app.css`.
    public static let endMarker = "/* design-tokens:end */"

    /// The tokens as CSS custom properties: a `:root` block with the light palette and every
    /// other token, then the dark palette in a `prefers-color-scheme: dark` block. The
    /// hand-written CSS uses only these properties for colour, so dark mode needs nothing else.
    public static let stylesheet: String = {
        var css = "/* Generated from DesignTokens (Sources/ViewCode/Design); do not edit by hand. */\n"
        css += ":root {\n"
        css += "  color-scheme: light dark;\n"
        for role in ColorRole.allCases {
            css += "  \(role.cssVariable): \(light[role].cssHex);\n"
        }
        for step in Spacing.allCases {
            css += "  \(step.cssVariable): \(step.cssLength);\n"
        }
        for size in TextSize.allCases {
            css += "  \(size.cssVariable): \(size.cssLength);\n"
        }
        css += "  --leading-body: \(bodyLineHeight);\n"
        css += "  --leading-heading: \(headingLineHeight);\n"
        for radius in Radius.allCases {
            css += "  \(radius.cssVariable): \(radius.cssLength);\n"
        }
        css += "  --font-body: \(fontStack);\n"
        css += "  --measure: \(measure);\n"
        css += "}\n\n"
        css += "@media (prefers-color-scheme: dark) {\n"
        css += "  :root {\n"
        for role in ColorRole.allCases {
            css += "    \(role.cssVariable): \(dark[role].cssHex);\n"
        }
        css += "  }\n"
        css += "}\n"
        return css
    }()

    /// `css` with the text between ``startMarker`` and ``endMarker`` replaced by
    /// ``stylesheet``; when the markers are missing, the marked block is put first.
    ///
    /// Writing the result back to `Public/css/app.css` brings the file up to date after a
    /// token changed:
    ///
    /// ```swift
    /// let css = try String(contentsOfFile: path, encoding: .utf8)
    /// try DesignTokens.rewritingTokens(in: css).write(toFile: path, atomically: true, encoding: .utf8)
    /// ```
    public static func rewritingTokens(in css: String) -> String {
        let block = startMarker + "\n" + stylesheet + endMarker
        guard let start = css.firstRange(of: startMarker),
              let end = css[start.upperBound...].firstRange(of: endMarker)
        else {
            return block + "\n\n" + css
        }
        return String(css[..<start.lowerBound]) + block + String(css[end.upperBound...])
    }
}
