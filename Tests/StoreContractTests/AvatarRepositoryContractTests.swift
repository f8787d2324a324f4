import Domain
import DomainTesting
import Testing

struct AvatarRepositoryContractTests {
    let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0, 0, 1, 2, 0xFF]

    @Test(arguments: StoreKind.available) func aSavedPictureIsReadBackAndNamedOnEveryMemberRead(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            let ada = try users.create(.sample())
            let avatars = store.avatars
            let avatar = Avatar(userID: ada.id, format: .png, width: 3, height: 2, bytes: bytes, tag: "t1")
            #expect(try avatars.save(avatar))
            #expect(try avatars.avatar(userID: ada.id) == avatar)
            #expect(try users.user(id: ada.id)?.avatarTag == "t1")
            #expect(try users.members(.first, limit: 5).items.map(\.avatarTag) == ["t1"])

            let replaced = Avatar(userID: ada.id, format: .jpeg, width: 5, height: 5, bytes: [0xFF, 0xD8], tag: "t2")
            #expect(try avatars.save(replaced))
            #expect(try avatars.avatar(userID: ada.id) == replaced)
            #expect(try users.user(email: ada.email)?.avatarTag == "t2")
        }
    }

    @Test(arguments: StoreKind.available) func noMemberNoPicture(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let avatars = store.avatars
            #expect(try !avatars.save(Avatar(userID: 42, format: .png, width: 1, height: 1, bytes: bytes, tag: "t")))
            #expect(try avatars.avatar(userID: 42) == nil)
        }
    }

    @Test(arguments: StoreKind.available) func removingAndDeletingTheMemberTakeThePictureAway(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            let ada = try users.create(.sample())
            let avatars = store.avatars
            try avatars.save(Avatar(userID: ada.id, format: .png, width: 1, height: 1, bytes: bytes, tag: "t"))
            #expect(try avatars.removeAvatar(userID: ada.id))
            #expect(try !avatars.removeAvatar(userID: ada.id))
            #expect(try users.user(id: ada.id)?.avatarTag == nil)

            try avatars.save(Avatar(userID: ada.id, format: .png, width: 1, height: 1, bytes: bytes, tag: "t"))
            #expect(try users.delete(id: ada.id))
            #expect(try avatars.avatar(userID: ada.id) == nil)
            #expect(try !users.delete(id: ada.id))
        }
    }
}
