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

/// The route table's index by ``RouteShape``: one short list per shape, scanned by segment
/// count and first literal. A request compares its first segment with a few strings, where a
/// dictionary would hash it (and its count) on every lookup.
///
/// The lists are kept end to end in one array of plain integers, and a lookup returns where a
/// shape's list lies in it: handing out an array would count a reference to storage that
/// every request thread shares.
struct RouteShapeIndex: Sendable {
    private struct Entry: Sendable {
        let segmentCount: Int
        let firstLiteral: String?
        var positions: Range<Int>
    }

    /// The shapes in the order first seen, each with where its routes lie in `order`.
    private var entries: [Entry] = []
    /// Route indices, shape after shape, in registration order within each.
    private(set) var order: [Int] = []

    mutating func insert(_ route: Int, shape: RouteShape) {
        let existing = entries.firstIndex { $0.segmentCount == shape.segmentCount && $0.firstLiteral == shape.firstLiteral }
        guard let existing else {
            entries.append(Entry(segmentCount: shape.segmentCount, firstLiteral: shape.firstLiteral, positions: order.count..<order.count + 1))
            order.append(route)
            return
        }
        // Start-up only: the shape's list grows by one, and the lists after it move along.
        let end = entries[existing].positions.upperBound
        order.insert(route, at: end)
        entries[existing].positions = entries[existing].positions.lowerBound..<end + 1
        for later in entries.indices where entries[later].positions.lowerBound >= end && later != existing {
            entries[later].positions = entries[later].positions.lowerBound + 1..<entries[later].positions.upperBound + 1
        }
    }

    /// Where the routes of that shape lie in ``order``, in registration order; empty when there
    /// are none.
    func positions(segmentCount: Int, firstLiteral: String?) -> Range<Int> {
        for entry in entries where entry.segmentCount == segmentCount && entry.firstLiteral == firstLiteral {
            return entry.positions
        }
        return 0..<0
    }
}
