public import ScreenKit
import Domain

/// The paths of the member screens, each written once; the route table, the views and the
/// app's flow and nav bar all build their links from here.
public enum UserPaths {
    public static let members = Path("/users")
    public static let detail = Path("/users/{id}", Int.self)
    public static let edit = Path("/users/{id}/edit", Int.self)
    public static let avatar = Path("/users/{id}/avatar", Int.self)

    /// A page of the members list: `/users`, `/users?after=20`, `/users?before=21`, `/users?last`.
    static func members(_ position: PagePosition) -> String {
        switch position {
        case .first: members.location
        case .after(let key): members.location(query: ["after": String(key)])
        case .before(let key): members.location(query: ["before": String(key)])
        case .last: members.location(query: ["last": ""])
        }
    }

    /// A member's picture at the address of this version of it, so browsers may keep it.
    static func avatar(_ id: Int, tag: String) -> String {
        avatar.location(id, query: ["v": tag])
    }
}
