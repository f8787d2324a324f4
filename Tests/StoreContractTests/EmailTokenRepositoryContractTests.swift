import Domain
import DomainTesting
import Testing

struct EmailTokenRepositoryContractTests {
    let now = 1_700_000_000

    @Test(arguments: StoreKind.available) func anIssuedTokenIsFoundUntilRedeemedOnce(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.users.create(.sample())
            let tokens = store.tokens
            try tokens.issue(.sample(.passwordReset, hash: 1, expiresAt: now + 3_600), userID: ada.id, at: now)

            let found = try #require(try tokens.token(hash: tokenHash(1), purpose: .passwordReset, at: now + 10))
            #expect(found.userID == ada.id && found.purpose == .passwordReset && found.email == "ada@example.com")
            #expect(found.createdAt == now && found.expiresAt == now + 3_600)
            // Looking does not use it up.
            #expect(try tokens.token(hash: tokenHash(1), purpose: .passwordReset, at: now + 10) == found)

            #expect(try tokens.redeem(hash: tokenHash(1), purpose: .passwordReset, at: now + 20) == found)
            #expect(try tokens.redeem(hash: tokenHash(1), purpose: .passwordReset, at: now + 30) == nil)
            #expect(try tokens.token(hash: tokenHash(1), purpose: .passwordReset, at: now + 30) == nil)
            #expect(try tokens.token(hash: tokenHash(2), purpose: .passwordReset, at: now) == nil)
        }
    }

    @Test(arguments: StoreKind.available) func aTokenWorksUntilItsExpiryAndNotAtIt(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.users.create(.sample())
            let tokens = store.tokens
            try tokens.issue(.sample(.magicLink, hash: 1, expiresAt: now + 900), userID: ada.id, at: now)

            #expect(try tokens.token(hash: tokenHash(1), purpose: .magicLink, at: now + 899) != nil)
            #expect(try tokens.token(hash: tokenHash(1), purpose: .magicLink, at: now + 900) == nil)
            #expect(try tokens.redeem(hash: tokenHash(1), purpose: .magicLink, at: now + 900) == nil)
            // The expired token was deleted when it was tried: going back in time finds nothing.
            #expect(try tokens.redeem(hash: tokenHash(1), purpose: .magicLink, at: now) == nil)
        }
    }

    @Test(arguments: StoreKind.available) func aNewerLinkVoidsTheOlderOfTheSamePurposeOnly(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            let ada = try users.create(.sample())
            let grace = try users.create(.sample(name: "Grace", email: "grace@example.com"))
            let tokens = store.tokens
            try tokens.issue(.sample(.passwordReset, hash: 1), userID: ada.id, at: now)
            try tokens.issue(.sample(.magicLink, hash: 2), userID: ada.id, at: now)
            try tokens.issue(.sample(.passwordReset, hash: 3, email: "grace@example.com"), userID: grace.id, at: now)

            try tokens.issue(.sample(.passwordReset, hash: 4), userID: ada.id, at: now + 60)

            #expect(try tokens.token(hash: tokenHash(1), purpose: .passwordReset, at: now + 60) == nil)
            #expect(try tokens.token(hash: tokenHash(4), purpose: .passwordReset, at: now + 60)?.createdAt == now + 60)
            #expect(try tokens.token(hash: tokenHash(2), purpose: .magicLink, at: now + 60) != nil)
            #expect(try tokens.token(hash: tokenHash(3), purpose: .passwordReset, at: now + 60)?.userID == grace.id)
        }
    }

    @Test(arguments: StoreKind.available) func revokeDeletesTheMembersTokensOfThosePurposes(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            let ada = try users.create(.sample())
            let grace = try users.create(.sample(name: "Grace", email: "grace@example.com"))
            let tokens = store.tokens
            try tokens.issue(.sample(.passwordReset, hash: 1), userID: ada.id, at: now)
            try tokens.issue(.sample(.magicLink, hash: 2), userID: ada.id, at: now)
            try tokens.issue(.sample(.emailConfirmation, hash: 3), userID: ada.id, at: now)
            try tokens.issue(.sample(.magicLink, hash: 4, email: "grace@example.com"), userID: grace.id, at: now)

            try tokens.revoke(userID: ada.id, purposes: [])
            #expect(try tokens.token(hash: tokenHash(1), purpose: .passwordReset, at: now) != nil)
            try tokens.revoke(userID: ada.id, purposes: [.passwordReset, .magicLink])

            #expect(try tokens.token(hash: tokenHash(1), purpose: .passwordReset, at: now) == nil)
            #expect(try tokens.token(hash: tokenHash(2), purpose: .magicLink, at: now) == nil)
            #expect(try tokens.token(hash: tokenHash(3), purpose: .emailConfirmation, at: now) != nil)
            #expect(try tokens.token(hash: tokenHash(4), purpose: .magicLink, at: now) != nil)
        }
    }

    @Test(arguments: StoreKind.available) func aTokenOpensNothingForAnotherPurpose(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.users.create(.sample())
            let tokens = store.tokens
            try tokens.issue(.sample(.emailConfirmation, hash: 1), userID: ada.id, at: now)

            for purpose in EmailTokenPurpose.allCases where purpose != .emailConfirmation {
                #expect(try tokens.token(hash: tokenHash(1), purpose: purpose, at: now) == nil)
                #expect(try tokens.redeem(hash: tokenHash(1), purpose: purpose, at: now) == nil)
            }
            #expect(try tokens.redeem(hash: tokenHash(1), purpose: .emailConfirmation, at: now)?.userID == ada.id)
        }
    }

    @Test(arguments: StoreKind.available) func issuingQueuesExactlyTheLinksMail(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.users.create(.sample())
            let tokens = store.tokens
            let outbox = store.outbox
            let link = MailedToken.sample(.passwordReset, hash: 1)
            try tokens.issue(link, userID: ada.id, at: now)

            let queued = try outbox.recent(limit: 10)
            #expect(queued.count == 1)
            #expect(queued.first?.mail == link.mail)
            #expect(queued.first?.state == .pending && queued.first?.attempts == 0)
            #expect(queued.first?.createdAt == now && queued.first?.nextAttemptAt == now)
            #expect(try outbox.due(at: now, limit: 10) == queued)
        }
    }

    @Test(arguments: StoreKind.available) func issuingForNoMemberStoresAndQueuesNothing(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let tokens = store.tokens
            #expect(throws: (any Error).self) { try tokens.issue(.sample(.passwordReset, hash: 1), userID: 42, at: now) }
            #expect(try tokens.token(hash: tokenHash(1), purpose: .passwordReset, at: now) == nil)
            #expect(try store.outbox.recent(limit: 10).isEmpty)
        }
    }

    @Test(arguments: StoreKind.available) func expiredTokensArePurgedInBatches(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.users.create(.sample())
            let tokens = store.tokens
            for (byte, purpose, expiresAt) in [(1, EmailTokenPurpose.passwordReset, 100), (2, .magicLink, 200), (3, .emailChange, 300)] {
                try tokens.issue(.sample(purpose, hash: UInt8(byte), expiresAt: expiresAt), userID: ada.id, at: 0)
            }

            let rounds = try (0..<3).map { _ in try tokens.purgeExpired(before: 300, limit: 1) }

            #expect(rounds == [1, 1, 0])
            #expect(try tokens.token(hash: tokenHash(3), purpose: .emailChange, at: 299) != nil)
            #expect(try tokens.token(hash: tokenHash(2), purpose: .magicLink, at: 0) == nil)
        }
    }

    @Test(arguments: StoreKind.available) func aMembersTokensGoWithTheMemberAndTheirMailStays(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            let ada = try users.create(.sample())
            let tokens = store.tokens
            try tokens.issue(.sample(.passwordReset, hash: 1), userID: ada.id, at: now)

            #expect(try users.delete(id: ada.id))

            #expect(try tokens.token(hash: tokenHash(1), purpose: .passwordReset, at: now) == nil)
            #expect(try store.outbox.recent(limit: 10).count == 1)
        }
    }
}
