import Domain
public import DomainTesting
public import UserFeature

/// The store is the member screens' container: its repositories are named as the screens ask
/// for them, so a screen that needs one more asks the store, and no test changes.
extension TestStore: UserDependencies {}

/// The store with another page size for the members list, for the tests of its pages.
final class SmallPages: UserDependencies {
    let store: TestStore
    let membersPageSize: Int

    var users: any UserRepository { store.users }
    var avatars: any AvatarRepository { store.avatars }

    init(_ store: TestStore, membersPageSize: Int) {
        self.store = store
        self.membersPageSize = membersPageSize
    }
}
