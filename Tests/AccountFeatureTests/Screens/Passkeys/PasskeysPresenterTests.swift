import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Passkeys presenter")
struct PasskeysPresenterTests {
    let fixture: LoginFixture
    let viewer: SignedInUser
    let here = SessionDevice(userAgent: "", clientAddress: "192.0.2.7")

    init() throws {
        fixture = try LoginFixture()
        // A member of the store: passkeys and security events belong to members only.
        let member = try fixture.seedMember(name: "Ada")
        viewer = SignedInUser(id: member.id, name: member.name)
    }

    var presenter: PasskeysPresenter {
        PasskeysPresenter(fixture, viewer: viewer)
    }

    func add(_ name: String, userID: Int, byte: UInt8, at time: Int) throws -> Passkey {
        try fixture.passkeys.addPasskey(userID: userID, credentialID: [byte], publicKey: [0xA5], signCount: 0, name: name, at: time)
    }

    @Test func theMembersPasskeysAreListedOldestFirstAndNoOneElses() throws {
        let laptop = try add("Laptop", userID: viewer.id, byte: 1, at: 100)
        let phone = try add("Phone", userID: viewer.id, byte: 2, at: 200)
        let bob = try fixture.seedMember(name: "Bob", email: "bob@example.com")
        _ = try add("Bob's key", userID: bob.id, byte: 3, at: 150)
        #expect(try fixture.passkeys.usePasskey(id: phone.id, signCount: 1, at: 300))

        let model = try #require(try presenter.load().shown)

        #expect(model.passkeys == [
            PasskeyRow(id: laptop.id, name: "Laptop", addedAt: Timestamp(seconds: 100), lastUsedAt: nil),
            PasskeyRow(id: phone.id, name: "Phone", addedAt: Timestamp(seconds: 200), lastUsedAt: Timestamp(seconds: 300)),
        ])
    }

    @Test func removingAPasskeyRemovesItAndLogsIt() throws {
        let laptop = try add("Laptop", userID: viewer.id, byte: 1, at: 100)

        #expect(try presenter.remove(id: laptop.id, device: here) == .go(.passkeys, flash: .success(PasskeyText.passkeyRemoved.text(in: .english))))
        #expect(try fixture.passkeys.passkeys(userID: viewer.id).isEmpty)
        #expect(try fixture.store.eventKinds(userID: viewer.id) == [.passkeyRemoved])
    }

    @Test func anotherMembersPasskeyIsNotRemovedNorLogged() throws {
        let bob = try fixture.seedMember(name: "Bob", email: "bob@example.com")
        let bobs = try add("Bob's key", userID: bob.id, byte: 3, at: 150)

        #expect(try presenter.remove(id: bobs.id, device: here) == .forbidden(PasskeyText.noSuchPasskey.text(in: .english)))
        #expect(try presenter.remove(id: 9_999, device: here) == .forbidden(PasskeyText.noSuchPasskey.text(in: .english)))
        #expect(try fixture.passkeys.passkeys(userID: bob.id) == [bobs])
        #expect(try fixture.store.eventKinds(userID: viewer.id).isEmpty)
    }
}
