/// One page of the members list; sent as JSON to JSON clients.
struct UserListViewModel: Encodable, Equatable, Sendable {
    /// In the order they joined.
    var members: [MemberSummary] = []
    /// 1-based.
    var page = 1
    var pageCount = 1
}
