import Testing
import ViewCode

struct LayoutTests {
    @Test(arguments: [
        (HorizontalAlignment.leading, Spacing.medium, "vstack align-start gap-4"),
        (.center, .none, "vstack align-center gap-0"),
        (.trailing, .xxSmall, "vstack align-end gap-1"),
        (.stretch, .large, "vstack align-stretch gap-6"),
        (.leading, .xxLarge, "vstack align-start gap-12"),
    ])
    func vStackClassesFollowAlignmentAndSpacing(alignment: HorizontalAlignment, spacing: Spacing, classes: String) {
        let html = VStack(alignment: alignment, spacing: spacing) { "x" }.renderedString()
        #expect(html == #"<div class="\#(classes)">x</div>"#)
    }

    @Test(arguments: [
        (VerticalAlignment.top, Spacing.xSmall, false, "hstack align-start gap-2"),
        (.center, .small, true, "hstack align-center gap-3 wrap"),
        (.bottom, .xLarge, false, "hstack align-end gap-8"),
        (.baseline, .medium, true, "hstack align-baseline gap-4 wrap"),
    ])
    func hStackClassesFollowAlignmentSpacingAndWrapping(
        alignment: VerticalAlignment, spacing: Spacing, wraps: Bool, classes: String
    ) {
        let html = HStack(alignment: alignment, spacing: spacing, wraps: wraps) { "x" }.renderedString()
        #expect(html == #"<div class="\#(classes)">x</div>"#)
    }

    @Test func stacksHaveSwiftUIStyleDefaults() {
        #expect(VStack { "x" }.renderedString() == #"<div class="vstack align-stretch gap-4">x</div>"#)
        #expect(HStack { "x" }.renderedString() == #"<div class="hstack align-center gap-3">x</div>"#)
    }

    @Test(arguments: Spacing.allCases)
    func gapClassNamesTheSpacingStep(spacing: Spacing) {
        #expect(spacing.gapClass == "gap-\(spacing.rawValue)")
        #expect(spacing.cssVariable == "--space-\(spacing.rawValue)")
    }

    @Test func spacingStepsAreQuarterRems() {
        #expect(Spacing.allCases.map(\.cssLength) == ["0", "0.25rem", "0.5rem", "0.75rem", "1rem", "1.5rem", "2rem", "3rem"])
    }

    @Test func spacerIsAnEmptyGrowingDiv() {
        #expect(Spacer().renderedString() == #"<div class="spacer"></div>"#)
    }

    @Test func cardWithATitleIsASectionWithAHeading() {
        #expect(Card(title: "About <me>") { P("Hi") }.renderedString()
            == #"<section class="card"><h2 class="card-title">About &lt;me&gt;</h2><p>Hi</p></section>"#)
    }

    @Test func cardWithoutATitleIsADiv() {
        #expect(Card { P("Hi") }.renderedString() == #"<div class="card"><p>Hi</p></div>"#)
    }

    @Test func stacksNest() {
        let html = VStack(alignment: .leading, spacing: .large) {
            HStack(wraps: true) { Span("a"); Spacer(); Span("b") }
        }
        #expect(html.renderedString() == """
            <div class="vstack align-start gap-6"><div class="hstack align-center gap-3 wrap">\
            <span>a</span><div class="spacer"></div><span>b</span></div></div>
            """)
    }
}
