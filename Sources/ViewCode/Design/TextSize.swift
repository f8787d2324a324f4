/// A step of the type scale, from fine print to the page's headline.
public enum TextSize: String, CaseIterable, Sendable {
    case small
    case body
    /// `<h3>`.
    case subtitle
    /// `<h2>`.
    case title
    /// `<h1>`.
    case headline

    /// The font size in CSS.
    public var cssLength: String {
        switch self {
        case .small: "0.875rem"
        case .body: "1rem"
        case .subtitle: "1.125rem"
        case .title: "1.375rem"
        case .headline: "1.75rem"
        }
    }

    /// The custom property holding ``cssLength``, e.g. `--text-body`.
    public var cssVariable: String {
        "--text-\(rawValue)"
    }
}
