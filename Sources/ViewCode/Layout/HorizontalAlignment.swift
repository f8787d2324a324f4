/// Where a ``VStack`` places its children across its width.
public enum HorizontalAlignment: Sendable, CaseIterable {
    case leading
    case center
    case trailing
    /// As wide as the stack: what forms want.
    case stretch

    /// The layout class, e.g. `align-start`.
    public var className: String {
        classLiteral.description
    }

    @usableFromInline
    var classLiteral: StaticString {
        switch self {
        case .leading: "align-start"
        case .center: "align-center"
        case .trailing: "align-end"
        case .stretch: "align-stretch"
        }
    }
}
