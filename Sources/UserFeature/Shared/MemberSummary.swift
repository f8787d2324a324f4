import Domain

/// A member as lists show them: name, join day and where their page is.
struct MemberSummary: Encodable, Equatable, Sendable {
    let id: Int
    let name: String
    let joined: CivilDate

    init(id: Int, name: String, joined: CivilDate) {
        self.id = id
        self.name = name
        self.joined = joined
    }

    init(_ user: User, civilDate: CivilDateUseCase) {
        self.init(id: user.id, name: user.name, joined: civilDate(secondsSince1970: user.createdAt))
    }
}
