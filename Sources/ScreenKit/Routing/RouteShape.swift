/// What a route table is indexed by: how many segments a path has, and its first segment when
/// that is literal (`nil` for a pattern that starts with a parameter, which any first segment
/// fills). Routes that start with a literal are tried before those that start with a
/// parameter; within each kind, in the order they were registered.
struct RouteShape: Sendable {
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
}

/// The route table's index by ``RouteShape``: one short list per segment count, scanned by
/// first literal. A request compares its first segment with a few strings, where a dictionary
/// would hash it (and its count) on every lookup.
struct RouteShapeIndex: Sendable {
    private struct Entry: Sendable {
        let firstLiteral: String?
        var routes: [Int]
    }

    /// `bySegmentCount[n]`: the shapes of routes with `n` segments, in the order first seen.
    private var bySegmentCount: [[Entry]] = []

    mutating func insert(_ route: Int, shape: RouteShape) {
        while bySegmentCount.count <= shape.segmentCount {
            bySegmentCount.append([])
        }
        if let existing = bySegmentCount[shape.segmentCount].firstIndex(where: { $0.firstLiteral == shape.firstLiteral }) {
            bySegmentCount[shape.segmentCount][existing].routes.append(route)
        } else {
            bySegmentCount[shape.segmentCount].append(Entry(firstLiteral: shape.firstLiteral, routes: [route]))
        }
    }

    /// The routes of that shape, in registration order; `nil` when there are none.
    func routes(segmentCount: Int, firstLiteral: String?) -> [Int]? {
        guard segmentCount < bySegmentCount.count else { return nil }
        for entry in bySegmentCount[segmentCount] where entry.firstLiteral == firstLiteral {
            return entry.routes
        }
        return nil
    }
}
