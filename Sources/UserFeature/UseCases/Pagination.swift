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
