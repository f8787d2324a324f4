/// Where an ``HStack`` places its children across its height.
public enum VerticalAlignment: Sendable, CaseIterable {
    case top
    case center
    case bottom
    /// Along the first line of text, so labels and values of different sizes line up.
    case baseline

    /// The layout class, e.g. `align-baseline`.
    public var className: String {
        classLiteral.description
    }

    @usableFromInline
    var classLiteral: StaticString {
        switch self {
        case .top: "align-start"
        case .center: "align-center"
        case .bottom: "align-end"
        case .baseline: "align-baseline"
        }
    }
}
