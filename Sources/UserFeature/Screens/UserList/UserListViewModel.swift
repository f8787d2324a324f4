/// One page of the members list; sent as JSON to JSON clients.
struct UserListViewModel: Encodable, Equatable, Sendable {
    /// In the order they joined.
    var members: [MemberSummary] = []
    /// Whether members come before and after this page.
    var hasPrevious = false
    var hasNext = false
}
