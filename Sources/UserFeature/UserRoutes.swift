/// The paths this feature answers, so views, coordinators and the route table agree.
enum UserRoutes {
    static let list = "/users"
    static let detailPattern = "/users/{id}"
    static let editPattern = "/users/{id}/edit"

    static func detail(id: Int) -> String {
        "/users/\(id)"
    }

    static func edit(id: Int) -> String {
        "/users/\(id)/edit"
    }

    static func listPage(_ page: Int) -> String {
        "/users?page=\(page)"
    }
}
