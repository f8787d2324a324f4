/// A corner radius of the design system.
public enum Radius: String, CaseIterable, Sendable {
    /// Controls: inputs and buttons.
    case small
    /// Banners.
    case medium
    /// Cards.
    case large

    /// The radius in CSS.
    public var cssLength: String {
        switch self {
        case .small: "0.375rem"
        case .medium: "0.5rem"
        case .large: "0.75rem"
        }
    }

    /// The custom property holding ``cssLength``, e.g. `--radius-small`.
    public var cssVariable: String {
        "--radius-\(rawValue)"
    }
}
