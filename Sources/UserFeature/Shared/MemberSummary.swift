import Domain

/// A member as lists show them: picture, name, join day and where their page is.
struct MemberSummary: Encodable, Equatable, Sendable {
    let id: Int
    let name: String
    let joined: CivilDate
    /// The avatar's address; `nil` (and left out of the JSON) without one.
    let picturePath: String?

    init(id: Int, name: String, joined: CivilDate, picturePath: String? = nil) {
        self.id = id
        self.name = name
        self.joined = joined
        self.picturePath = picturePath
    }

    init(_ user: User, civilDate: CivilDateUseCase) {
        self.init(
            id: user.id, name: user.name, joined: civilDate(secondsSince1970: user.createdAt),
            picturePath: MemberPicture.path(of: user))
    }
}
