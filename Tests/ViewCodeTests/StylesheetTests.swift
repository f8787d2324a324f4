import Testing
import ViewCode

/// What the Swift side renders and what app.css styles must agree, and the hand-written CSS
/// must take its colours from the tokens.
struct StylesheetTests {
    /// Every layout and component, in every variant that changes its classes.
    struct Catalogue: HTMLComponent {
        var body: some HTML {
            for alignment in HorizontalAlignment.allCases {
                for spacing in Spacing.allCases {
                    VStack(alignment: alignment, spacing: spacing) { Spacer() }
                }
            }
            for alignment in VerticalAlignment.allCases {
                HStack(alignment: alignment, wraps: true) { "x" }
            }
            Card(title: "t") { "x" }
            Card { "x" }
            TextField(label: "l", name: "n", error: "e")
            SecureField(label: "l", name: "p", error: "e")
            TextArea(label: "l", name: "b", error: "e")
            for style in ButtonStyle.allCases {
                SubmitButton("s", style: style)
                LinkButton("s", href: "/", style: style)
            }
            for kind in FlashBanner.Kind.allCases {
                FlashBanner(message: "m", kind: kind)
            }
            NavBar(brand: "b", links: [NavLink(title: "t", href: "/", isCurrent: true)], userName: "u", signOutAction: "/logout")
        }
    }

    @Test func everyRenderedClassIsStyled() throws {
        let css = AppStylesheet.handWritten(try AppStylesheet.read())
        let classes = Set(Markup(Catalogue()).elements.flatMap(\.classes))
        #expect(classes.count > 30)
        for name in classes.sorted() {
            #expect(Self.hasSelector(forClass: name, in: css), "app.css has no rule for .\(name)")
        }
    }

    @Test func handWrittenCSSTakesColoursOnlyFromTokens() throws {
        let css = AppStylesheet.handWritten(try AppStylesheet.read())
        #expect(!css.contains("prefers-color-scheme"), "dark mode belongs in the generated block")
        #expect(css.firstMatch(of: /#[0-9a-fA-F]{3,8}\b/) == nil, "a hex colour outside the tokens")
        #expect(css.firstMatch(of: /\b(rgb|rgba|hsl|hsla|oklch)\(/) == nil, "a colour function outside the tokens")
        #expect(css.contains("var(--color-focus)"))
    }

    @Test func everyUsedVariableIsDefined() throws {
        let css = try AppStylesheet.read()
        let used = Set(css.matches(of: /var\((--[a-z0-9-]+)\)/).map { String($0.output.1) })
        let defined = Set(css.matches(of: /(--[a-z0-9-]+):/).map { String($0.output.1) })
        #expect(!used.isEmpty)
        #expect(used.subtracting(defined).isEmpty, "undefined: \(used.subtracting(defined).sorted())")
    }

    /// Whether `.name` appears in a selector, not just as the start of a longer class.
    static func hasSelector(forClass name: String, in css: Substring) -> Bool {
        css.ranges(of: "." + name).contains { range in
            guard let next = css[range.upperBound...].first else { return true }
            return !(next.isLetter || next.isNumber || next == "-" || next == "_")
        }
    }
}
