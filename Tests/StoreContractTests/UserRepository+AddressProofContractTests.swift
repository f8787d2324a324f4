import Domain
import DomainTesting
import ScreenKit
import Testing

/// What proving an address does to the account, in the proof's own transaction: a change of
/// address asked for by someone who once held a session dies with the owner's next proof, and
/// the first proof of an address ends what whoever signed up with it set up.
struct UserRepositoryAddressProofContractTests {
    let now = 1_700_000_000

    /// A member who signed up with an address nobody has proven, signed in on two devices.
    func unprovenMember(in store: TestStore) throws -> User {
        let ada = try store.users.create(.sample(email: "ada@example.com"), confirmation: .sample(.emailConfirmation, hash: 1))
        for idHash in ["ada-laptop", "ada-phone"] {
            try store.sessions.insert(SessionRecord(idHash: idHash, userID: ada.id, csrfSecret: "c", createdAt: now, lastSeenAt: now))
        }
        return ada
    }

    @Test(arguments: StoreKind.available) func aResetVoidsAChangeOfAddressWaitingForItsLink(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.users.create(.sample(email: "ada@example.com"))
            let tokens = store.tokens
            try tokens.issue(.sample(.emailChange, hash: 2, email: "intruder@example.com"), userID: ada.id, at: now)
            try tokens.issue(.sample(.passwordReset, hash: 3), userID: ada.id, at: now)

            _ = try store.users.resetPassword(tokenHash: tokenHash(3), to: "$argon2id$new", at: now + 1)

            #expect(try tokens.token(hash: tokenHash(2), purpose: .emailChange, at: now + 1) == nil)
            #expect(try store.users.changeEmail(tokenHash: tokenHash(2), at: now + 2) { .sample(to: $0.email) } == nil)
            #expect(try store.users.user(id: ada.id)?.email == "ada@example.com")
        }
    }

    @Test(arguments: StoreKind.available) func aResetIsTheAddressesFirstProofAndKeepsTheNewPassword(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try unprovenMember(in: store)
            try store.tokens.issue(.sample(.passwordReset, hash: 3), userID: ada.id, at: now)

            let proof = try #require(try store.users.resetPassword(tokenHash: tokenHash(3), to: "$argon2id$new", at: now + 1))

            #expect(proof.wasFirstProof && !proof.passwordRemoved)
            #expect(try store.users.user(id: ada.id)?.passwordHash == "$argon2id$new")
            #expect(try store.users.user(id: ada.id)?.emailConfirmedAt == now + 1)
            #expect(try store.sessions.sessions(userID: ada.id).isEmpty)
        }
    }

    @Test(arguments: StoreKind.available) func theFirstProofFromAnotherBrowserEndsEverySessionAndThePassword(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try unprovenMember(in: store)
            let grace = try store.users.create(.sample(name: "Grace", email: "grace@example.com"))
            try store.sessions.insert(SessionRecord(idHash: "grace", userID: grace.id, csrfSecret: "c", createdAt: now, lastSeenAt: now))

            // Opened in a browser signed in as someone else: that session is not Ada's to keep.
            let proof = try #require(try store.users.confirmEmail(tokenHash: tokenHash(1), at: now + 1, keepingSession: "grace"))

            #expect(proof.wasFirstProof && proof.passwordRemoved)
            #expect(proof.member.id == ada.id && !proof.member.hasPassword)
            #expect(try store.users.user(id: ada.id)?.hasPassword == false)
            #expect(try store.users.user(id: ada.id)?.emailConfirmedAt == now + 1)
            #expect(try store.sessions.sessions(userID: ada.id).isEmpty)
            #expect(try store.sessions.signedInSession(idHash: "grace") != nil)
        }
    }

    @Test(arguments: StoreKind.available) func theFirstProofFromTheMembersOwnBrowserKeepsItAndThePassword(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try unprovenMember(in: store)

            let proof = try #require(try store.users.confirmEmail(tokenHash: tokenHash(1), at: now + 1, keepingSession: "ada-laptop"))

            #expect(proof.wasFirstProof && !proof.passwordRemoved)
            #expect(try store.users.user(id: ada.id)?.passwordHash == ada.passwordHash)
            #expect(try store.sessions.sessions(userID: ada.id).map(\.record.idHash) == ["ada-laptop"])
        }
    }

    @Test(arguments: StoreKind.available) func aSignInLinkProvesTheAddressAndVoidsResetsAndAPendingChange(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try unprovenMember(in: store)
            let tokens = store.tokens
            try tokens.issue(
                [
                    .sample(.magicLink, hash: 2), .sample(.passwordReset, hash: 3),
                    .sample(.emailChange, hash: 4, email: "intruder@example.com"), .sample(.emailChangeCancel, hash: 5),
                ],
                userID: ada.id, at: now)

            let proof = try #require(try store.users.signInWithLink(tokenHash: tokenHash(2), at: now + 1, keepingSession: nil))

            #expect(proof.wasFirstProof && proof.passwordRemoved)
            #expect(try tokens.token(hash: tokenHash(3), purpose: .passwordReset, at: now) == nil)
            #expect(try tokens.pending(userID: ada.id, purpose: .emailChange, at: now) == nil)
            #expect(try tokens.pending(userID: ada.id, purpose: .emailChangeCancel, at: now) == nil)
            #expect(try tokens.token(hash: tokenHash(1), purpose: .emailConfirmation, at: now) != nil)
            #expect(try store.sessions.sessions(userID: ada.id).isEmpty)
            #expect(try store.users.signInWithLink(tokenHash: tokenHash(2), at: now + 2, keepingSession: nil) == nil)
        }
    }

    @Test(arguments: StoreKind.available) func aLaterProofEndsNothing(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try unprovenMember(in: store)
            _ = try store.users.confirmEmail(tokenHash: tokenHash(1), at: now, keepingSession: "ada-laptop")
            try store.sessions.insert(SessionRecord(idHash: "ada-tablet", userID: ada.id, csrfSecret: "c", createdAt: now, lastSeenAt: now))
            try store.tokens.issue(.sample(.magicLink, hash: 2), userID: ada.id, at: now)

            let proof = try #require(try store.users.signInWithLink(tokenHash: tokenHash(2), at: now + 1, keepingSession: nil))

            #expect(!proof.wasFirstProof && !proof.passwordRemoved)
            #expect(proof.member.passwordHash == ada.passwordHash)
            #expect(try store.sessions.sessions(userID: ada.id).count == 2)
        }
    }

    @Test(arguments: StoreKind.available) func aChangeAndItsCancelLinkAreIssuedTogetherAndTheNewestIsPending(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.users.create(.sample(email: "ada@example.com"))
            let tokens = store.tokens
            try tokens.issue([.sample(.emailChange, hash: 1, email: "old@example.com"), .sample(.emailChangeCancel, hash: 2)], userID: ada.id, at: now)
            try tokens.issue([.sample(.emailChange, hash: 3, email: "new@example.com"), .sample(.emailChangeCancel, hash: 4)], userID: ada.id, at: now)

            #expect(try tokens.pending(userID: ada.id, purpose: .emailChange, at: now)?.email == "new@example.com")
            #expect(try tokens.token(hash: tokenHash(1), purpose: .emailChange, at: now) == nil)
            #expect(try tokens.token(hash: tokenHash(2), purpose: .emailChangeCancel, at: now) == nil)
            #expect(try tokens.token(hash: tokenHash(4), purpose: .emailChangeCancel, at: now) != nil)
            #expect(try store.outbox.recent(limit: 10).count == 4)
            #expect(try tokens.pending(userID: ada.id, purpose: .emailChange, at: 2_000_000_000) == nil)

            // Opening the change voids the cancel link that went to the old address.
            _ = try store.users.changeEmail(tokenHash: tokenHash(3), at: now + 1) { .sample(to: $0.email) }
            #expect(try tokens.token(hash: tokenHash(4), purpose: .emailChangeCancel, at: now + 1) == nil)
        }
    }
}
