import ScreenKitTesting

extension HTMLNodeContainer {
    /// The `<main>` element: the screen's own content, without the nav bar.
    var main: ParsedElement? {
        first("main")
    }

    /// Whether some link goes to `href`.
    func hasLink(to href: String) -> Bool {
        links.contains { $0.attribute("href") == href }
    }
}
