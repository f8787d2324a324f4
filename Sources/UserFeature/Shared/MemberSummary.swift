import Domain

/// A member as lists show them: picture, name, join day and where their page is.
struct MemberSummary: Encodable, Equatable, Sendable {
    let id: Int
    let name: String
    let joined: CivilDate
    let picture: MemberPicture

    init(id: Int, name: String, joined: CivilDate, picture: MemberPicture? = nil) {
        self.id = id
        self.name = name
        self.joined = joined
        self.picture = picture ?? MemberPicture(path: nil, initials: MemberPicture.initials(of: name))
    }

    init(_ user: User, civilDate: CivilDateUseCase) {
        self.init(id: user.id, name: user.name, joined: civilDate(secondsSince1970: user.createdAt), picture: MemberPicture(user))
    }
}
