/// Where a page of a list kept in key order starts: the first page, the page after or before a
/// key the reader was shown, or the last page. A page is found through the key's index, so
/// the last of a million members costs what the first does.
public enum PagePosition: Sendable, Equatable {
    case first
    /// The items that follow `key` in the list's order.
    case after(Int)
    /// The items that come before `key` in the list's order.
    case before(Int)
    case last

    /// The position a link's query names: `after=KEY`, `before=KEY` or `last`; the first page
    /// when it names none. `nil` when a key is not a number.
    public init?(after: String?, before: String?, last: Bool) {
        if let after {
            guard let key = Int(after) else { return nil }
            self = .after(key)
        } else if let before {
            guard let key = Int(before) else { return nil }
            self = .before(key)
        } else {
            self = last ? .last : .first
        }
    }
}

/// One page of a list kept in key order, and whether there are items before and after it.
public struct Page<Item: Sendable>: Sendable {
    public var items: [Item]
    public var hasPrevious: Bool
    public var hasNext: Bool
    /// The keys of the page's first and last rows, where its neighbours start; a row the store
    /// leaves out of `items` (a kind this release does not know) still counts, so the way on
    /// never stalls on it. `nil` for an empty page.
    public var firstKey: Int?
    public var lastKey: Int?

    public init(items: [Item], hasPrevious: Bool, hasNext: Bool, firstKey: Int? = nil, lastKey: Int? = nil) {
        self.items = items
        self.hasPrevious = hasPrevious
        self.hasNext = hasNext
        self.firstKey = firstKey
        self.lastKey = lastKey
    }
}

extension Page: Equatable where Item: Equatable {}
