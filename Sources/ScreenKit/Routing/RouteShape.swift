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

/// The route table's index by ``RouteShape``: one short list of shapes per segment count,
/// scanned by first literal. A request compares its first segment with a few strings, where a
/// dictionary would hash it (and its count) on every lookup.
///
/// Each shape's routes are kept end to end in one array of plain integers, and a lookup
/// returns where they lie in it: handing out an array would count a reference to storage that
/// every request thread shares.
struct RouteShapeIndex: Sendable {
    private struct Entry: Sendable {
        let firstLiteral: String?
        let positions: Range<Int>
    }

    /// Every route with its shape, in registration order: what the tables below are made from.
    private var registered: [(route: Int, shape: RouteShape)] = []
    /// `entries[bySegmentCount[n]]`: the shapes of routes with `n` segments, in the order first seen.
    private var bySegmentCount: [Range<Int>] = []
    private var entries: [Entry] = []
    /// Route indices, shape after shape, in registration order within each.
    private(set) var order: [Int] = []

    /// Start-up only: the tables are made again from every route registered so far.
    mutating func insert(_ route: Int, shape: RouteShape) {
        registered.append((route, shape))
        bySegmentCount = []
        entries = []
        order = []
        let longest = registered.map(\.shape.segmentCount).max() ?? 0
        for segmentCount in 0...longest {
            let sameCount = registered.filter { $0.shape.segmentCount == segmentCount }
            var literals: [String?] = []
            for candidate in sameCount where !literals.contains(candidate.shape.firstLiteral) {
                literals.append(candidate.shape.firstLiteral)
            }
            let firstEntry = entries.count
            for literal in literals {
                let from = order.count
                order += sameCount.filter { $0.shape.firstLiteral == literal }.map(\.route)
                entries.append(Entry(firstLiteral: literal, positions: from..<order.count))
            }
            bySegmentCount.append(firstEntry..<entries.count)
        }
    }

    /// Where the routes of that shape lie in ``order``, in registration order; empty when there
    /// are none.
    func positions(segmentCount: Int, firstLiteral: String?) -> Range<Int> {
        guard segmentCount < bySegmentCount.count else { return 0..<0 }
        for index in bySegmentCount[segmentCount] where entries[index].firstLiteral == firstLiteral {
            return entries[index].positions
        }
        return 0..<0
    }
}
