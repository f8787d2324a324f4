import Domain

/// Where a member's picture is: the address of their avatar at its current version, so
/// browsers may keep it, or `nil` without one (pages then show their initials).
enum MemberPicture {
    static func path(of user: User) -> String? {
        user.avatarTag.map { UserPaths.avatar(user.id, tag: $0) }
    }
}
