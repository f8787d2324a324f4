/// Reads the `page` a list was asked for and checks it against the list's length.
struct PaginationUseCase: Sendable {
    let pageSize: Int

    init(pageSize: Int) {
        self.pageSize = max(1, pageSize)
    }

    /// The page number in `text`: page 1 when there is none; `nil` unless it is a positive
    /// whole number written plainly (`"2"`, not `"02"`, `"+2"` or `"two"`).
    func requestedPage(_ text: String?) -> Int? {
        guard let text else { return 1 }
        guard let page = Int(text), page >= 1, String(page) == text else { return nil }
        return page
    }

    /// The page `page` of a list of `itemCount` items, or `nil` when there is no such page.
    func callAsFunction(page: Int, itemCount: Int) -> Pagination? {
        let pageCount = max(1, (itemCount + pageSize - 1) / pageSize)
        guard (1...pageCount).contains(page) else { return nil }
        return Pagination(page: page, pageCount: pageCount, pageSize: pageSize)
    }
}

/// One page of a list: which page, how many there are, and which items it holds.
struct Pagination: Sendable, Equatable {
    /// 1-based.
    let page: Int
    /// At least 1: an empty list still has its (empty) first page.
    let pageCount: Int
    let pageSize: Int

    /// How many items come before this page.
    var offset: Int { (page - 1) * pageSize }
}
