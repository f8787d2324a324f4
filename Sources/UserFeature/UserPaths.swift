public import ScreenKit

/// The paths of the member screens, each written once; the route table, the views and the
/// app's flow and nav bar all build their links from here.
public enum UserPaths {
    public static let members = Path("/users")
    public static let detail = Path("/users/{id}", Int.self)
    public static let edit = Path("/users/{id}/edit", Int.self)
    public static let avatar = Path("/users/{id}/avatar", Int.self)

    /// A page of the members list.
    static func members(page: Int) -> String {
        members.location(query: ["page": String(page)])
    }

    /// A member's picture at the address of this version of it, so browsers may keep it.
    static func avatar(_ id: Int, tag: String) -> String {
        avatar.location(id, query: ["v": tag])
    }
}
