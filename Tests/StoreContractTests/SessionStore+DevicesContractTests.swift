import Domain
import DomainTesting
import ScreenKit
import Testing

/// What the devices screen and sudo mode ask of the session table.
struct SessionStoreDevicesContractTests {
    private func record(_ idHash: String, userID: Int, createdAt: Int, persistent: Bool = false) -> SessionRecord {
        SessionRecord(
            idHash: idHash, userID: userID, csrfSecret: "csrf", createdAt: createdAt, lastSeenAt: createdAt,
            persistent: persistent)
    }

    @Test(arguments: StoreKind.available) func aMembersSessionsComeNewestFirstWithTheirDevices(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            let ada = try users.create(.sample(email: "ada@example.com"))
            let grace = try users.create(.sample(email: "grace@example.com"))
            let sessions = store.sessions
            let laptop = SessionDevice(userAgent: "Firefox/128.0", clientAddress: "192.0.2.7")
            try sessions.insert(record("old", userID: ada.id, createdAt: 10, persistent: true), device: laptop)
            try sessions.insert(record("new", userID: ada.id, createdAt: 20), device: .unknown)
            try sessions.insert(record("other", userID: grace.id, createdAt: 30), device: .unknown)

            let listed = try sessions.sessions(userID: ada.id)
            #expect(listed.map(\.record.idHash) == ["new", "old"])
            #expect(listed.last?.device == laptop)
            #expect(listed.last?.record.persistent == true)
            #expect(Set(listed.map(\.number)).count == 2)
        }
    }

    @Test(arguments: StoreKind.available) func aSessionKeepsHowItWasSignedInThroughARenewal(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.users.create(.sample(email: "ada@example.com"))
            let sessions = store.sessions
            let linkAndCode = SignInMethod(.link, then: .authenticatorCode)
            try sessions.insert(record("coded", userID: ada.id, createdAt: 10), device: .unknown, method: linkAndCode)
            try sessions.insert(record("recovered", userID: ada.id, createdAt: 20), device: .unknown, method: SignInMethod(.password, then: .recoveryCode))
            try sessions.renew(idHash: "coded", to: "renewed", authenticatedAt: 30)

            let methods = try sessions.sessions(userID: ada.id).map(\.method)
            #expect(methods == [SignInMethod(.password, then: .recoveryCode), linkAndCode])
        }
    }

    @Test(arguments: StoreKind.available) func aSessionIsDeletedByNumberOnlyForItsOwnMember(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            let ada = try users.create(.sample(email: "ada@example.com"))
            let grace = try users.create(.sample(email: "grace@example.com"))
            let sessions = store.sessions
            try sessions.insert(record("grace", userID: grace.id, createdAt: 10))
            let number = try #require(try sessions.sessions(userID: grace.id).first?.number)

            #expect(try !sessions.delete(number: number, userID: ada.id))
            #expect(try sessions.signedInSession(idHash: "grace")?.record != nil)
            #expect(try sessions.delete(number: number, userID: grace.id))
            #expect(try sessions.signedInSession(idHash: "grace")?.record == nil)
        }
    }

    @Test(arguments: StoreKind.available) func signingOutEverywhereElseKeepsOneSessionAndOtherMembers(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            let ada = try users.create(.sample(email: "ada@example.com"))
            let grace = try users.create(.sample(email: "grace@example.com"))
            let sessions = store.sessions
            for name in ["a", "b", "c"] { try sessions.insert(record(name, userID: ada.id, createdAt: 10)) }
            try sessions.insert(record("g", userID: grace.id, createdAt: 10))

            #expect(try sessions.deleteSessions(userID: ada.id, keeping: "b") == 2)
            #expect(try sessions.sessions(userID: ada.id).map(\.record.idHash) == ["b"])
            #expect(try sessions.sessions(userID: grace.id).count == 1)
        }
    }

    @Test(arguments: StoreKind.available) func renewingKeepsTheNumberAndDeviceUnderANewHash(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.users.create(.sample())
            let sessions = store.sessions
            let device = SessionDevice(userAgent: "curl/8.0", clientAddress: "192.0.2.7")
            try sessions.insert(record("before", userID: ada.id, createdAt: 10), device: device)
            let number = try #require(try sessions.sessions(userID: ada.id).first?.number)

            try sessions.renew(idHash: "before", to: "after", authenticatedAt: 99)
            #expect(try sessions.signedInSession(idHash: "before")?.record == nil)
            let renewed = try #require(try sessions.sessions(userID: ada.id).first)
            #expect(renewed.record.idHash == "after" && renewed.number == number && renewed.device == device)
            #expect(renewed.record.authenticatedAt == 99 && renewed.record.createdAt == 10)
        }
    }

    @Test(arguments: StoreKind.available) func aMembersEventsAreReadNewestFirstAndGoWithTheMember(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.users.create(.sample())
            let log = store.securityLog
            for (kind, at) in [(SecurityEvent.Kind.signedIn, 10), (.passwordChanged, 20), (.emailChanged, 30)] {
                try log.record(SecurityEvent(userID: ada.id, kind: kind, occurredAt: at, clientAddress: "192.0.2.7", userAgent: "x"))
            }
            let newest = try log.events(userID: ada.id, .first, limit: 2)
            #expect(newest.items.map(\.kind) == [.emailChanged, .passwordChanged])
            #expect(newest.hasNext)
            let older = try log.events(userID: ada.id, .after(try #require(newest.items.last).id), limit: 2)
            #expect(older.items.map(\.occurredAt) == [10])
            #expect(!older.hasNext)
            try store.execute("DELETE FROM users WHERE id = \(ada.id)")
            #expect(try log.events(userID: ada.id, .first, limit: 10) == Page.of([], hasPrevious: false, hasNext: false))
        }
    }
}

/// Changing the address a member signs in with.
struct UserRepositoryEmailContractTests {
    @Test(arguments: StoreKind.available) func anAddressChangesWithItsKeyUnlessAnotherMemberHasIt(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            let ada = try users.create(.sample(email: "ada@example.com"))
            _ = try users.create(.sample(email: "grace@example.com"))

            #expect(throws: UserRepositoryError.emailTaken) { try users.updateEmail(id: ada.id, to: "GRACE@example.com") }
            #expect(try users.user(id: ada.id)?.email == "ada@example.com")
            #expect(try users.updateEmail(id: ada.id, to: "Countess@example.com"))
            #expect(try users.user(email: "countess@EXAMPLE.com")?.id == ada.id)
            #expect(try users.user(email: "ada@example.com") == nil)
            #expect(try !users.updateEmail(id: 999, to: "nobody@example.com"))
        }
    }
}
