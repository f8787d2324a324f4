/// What a route table is indexed by: how many segments a path has, and its first segment when
/// that is literal (`nil` for a pattern that starts with a parameter, which any first segment
/// fills). Routes that start with a literal are tried before those that start with a
/// parameter; within each kind, in the order they were registered.
struct RouteShape: Hashable, Sendable {
    let segmentCount: Int
    let firstLiteral: String?

    init(_ pattern: RoutePattern) {
        segmentCount = pattern.segments.count
        if case .literal(let literal) = pattern.segments.first {
            firstLiteral = literal
        } else {
            firstLiteral = nil
        }
    }

    init(segmentCount: Int, firstLiteral: String?) {
        self.segmentCount = segmentCount
        self.firstLiteral = firstLiteral
    }
}
