/// A step of the spacing scale. Each step is a multiple of a quarter rem, and its raw value
/// is that multiple, which also names its custom property (`--space-4`) and its gap class
/// (`gap-4`).
///
/// ```swift
/// VStack(spacing: .large) { … }   // <div class="vstack align-stretch gap-6">
/// ```
public enum Spacing: Int, CaseIterable, Sendable {
    case none = 0
    case xxSmall = 1
    case xSmall = 2
    case small = 3
    case medium = 4
    case large = 6
    case xLarge = 8
    case xxLarge = 12

    /// The length in CSS, e.g. `0.75rem`; `0` for ``none``.
    public var cssLength: String {
        let wholeRems = rawValue / 4
        let fraction = ["", ".25", ".5", ".75"][rawValue % 4]
        return rawValue == 0 ? "0" : "\(wholeRems)\(fraction)rem"
    }

    /// The custom property holding ``cssLength``, e.g. `--space-3`.
    public var cssVariable: String {
        "--space-\(rawValue)"
    }

    /// The layout class that sets a stack's gap to this step, e.g. `gap-3`.
    public var gapClass: String {
        gapClassLiteral.description
    }

    /// ``gapClass`` as a literal, so rendering a stack allocates nothing for it.
    var gapClassLiteral: StaticString {
        switch self {
        case .none: "gap-0"
        case .xxSmall: "gap-1"
        case .xSmall: "gap-2"
        case .small: "gap-3"
        case .medium: "gap-4"
        case .large: "gap-6"
        case .xLarge: "gap-8"
        case .xxLarge: "gap-12"
        }
    }
}
