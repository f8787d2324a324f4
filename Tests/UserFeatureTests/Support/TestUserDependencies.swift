import Domain
import DomainTesting
import UserFeature

/// The member screens' dependencies on in-memory repositories, for presenter and screen tests.
final class TestUserDependencies: UserDependencies {
    let members = InMemoryUserRepository()
    let pictures: InMemoryAvatarRepository
    let membersPageSize: Int

    var users: any UserRepository { members }
    var avatars: any AvatarRepository { pictures }

    init(membersPageSize: Int = 20) {
        pictures = InMemoryAvatarRepository(users: members)
        self.membersPageSize = membersPageSize
    }
}
