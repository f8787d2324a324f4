/// One of two branches; what `if`/`else` and `switch` build. Nested for more than two cases.
public enum _HTMLConditional<First: HTML, Second: HTML>: HTML {
    case first(First)
    case second(Second)

    @inlinable
    public func render(into buffer: inout HTMLBuffer) {
        switch self {
        case .first(let content): content.render(into: &buffer)
        case .second(let content): content.render(into: &buffer)
        }
    }
}

extension _HTMLConditional: Sendable where First: Sendable, Second: Sendable {}
