import Domain
import DomainTesting
import Testing

struct PasskeyRepositoryContractTests {
    let credential: [UInt8] = [0xC0, 0xFF, 0xEE, 0, 1]
    let key: [UInt8] = [0xA5, 1, 2, 3, 0x26, 0]
    let challenge: [UInt8] = Array(repeating: 0x5A, count: 32)

    @Test(arguments: StoreKind.available) func aPasskeyIsAddedListedFoundRenamedAndRemoved(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.provenMember()
            let bob = try store.provenMember(name: "Bob", email: "bob@example.com")
            let passkeys = store.passkeys
            #expect(try passkeys.passkeys(userID: ada.id).isEmpty)
            let first = try passkeys.addPasskey(
                userID: ada.id, credentialID: credential, publicKey: key, signCount: 3, name: "Laptop", at: 100)
            let second = try passkeys.addPasskey(
                userID: ada.id, credentialID: [9], publicKey: key, signCount: 0, name: "Phone", at: 110)
            #expect(first == Passkey(
                id: first.id, userID: ada.id, credentialID: credential, publicKey: key, signCount: 3, name: "Laptop",
                createdAt: 100, lastUsedAt: nil))
            #expect(try passkeys.passkeys(userID: ada.id) == [first, second])
            #expect(try passkeys.passkey(credentialID: credential) == first)
            #expect(try passkeys.passkey(credentialID: [1, 2]) == nil)

            // Another member can neither rename nor remove it.
            #expect(try !passkeys.renamePasskey(id: first.id, userID: bob.id, name: "Mine"))
            #expect(try !passkeys.removePasskey(id: first.id, userID: bob.id))
            #expect(try passkeys.renamePasskey(id: first.id, userID: ada.id, name: "Work laptop"))
            #expect(try passkeys.passkey(credentialID: credential)?.name == "Work laptop")
            #expect(try passkeys.removePasskey(id: second.id, userID: ada.id))
            #expect(try !passkeys.removePasskey(id: second.id, userID: ada.id))
            #expect(try passkeys.passkeys(userID: ada.id).map(\.id) == [first.id])
        }
    }

    @Test(arguments: StoreKind.available) func aCredentialIsRegisteredOnce(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.provenMember()
            let bob = try store.provenMember(name: "Bob", email: "bob@example.com")
            _ = try store.passkeys.addPasskey(userID: ada.id, credentialID: credential, publicKey: key, signCount: 0, name: "A", at: 1)
            #expect(throws: PasskeyRepositoryError.credentialTaken) {
                _ = try store.passkeys.addPasskey(
                    userID: bob.id, credentialID: credential, publicKey: [7], signCount: 0, name: "B", at: 2)
            }
            #expect(try store.passkeys.passkey(credentialID: credential)?.userID == ada.id)
        }
    }

    @Test(arguments: StoreKind.available) func theCounterOnlyGoesUp(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.provenMember()
            let passkeys = store.passkeys
            let counted = try passkeys.addPasskey(
                userID: ada.id, credentialID: credential, publicKey: key, signCount: 5, name: "A", at: 1)
            #expect(try passkeys.usePasskey(id: counted.id, signCount: 6, at: 10))
            // The same counter again, an older one, or 0 after counting: a clone or a replay.
            #expect(try !passkeys.usePasskey(id: counted.id, signCount: 6, at: 20))
            #expect(try !passkeys.usePasskey(id: counted.id, signCount: 2, at: 20))
            #expect(try !passkeys.usePasskey(id: counted.id, signCount: 0, at: 20))
            let stored = try passkeys.passkey(credentialID: credential)
            #expect(stored?.signCount == 6)
            #expect(stored?.lastUsedAt == 10)

            // An authenticator that keeps no counter signs with 0 each time.
            let uncounted = try passkeys.addPasskey(userID: ada.id, credentialID: [2], publicKey: key, signCount: 0, name: "B", at: 1)
            #expect(try passkeys.usePasskey(id: uncounted.id, signCount: 0, at: 30))
            #expect(try passkeys.usePasskey(id: uncounted.id, signCount: 0, at: 40))
            #expect(try passkeys.passkey(credentialID: [2])?.lastUsedAt == 40)
            #expect(try !passkeys.usePasskey(id: 999_999, signCount: 9, at: 40))
        }
    }

    @Test(arguments: StoreKind.available) func aChallengeIsUsedOnceForItsPurpose(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.provenMember()
            let passkeys = store.passkeys
            try passkeys.issueChallenge(hash: challenge, purpose: .sudo, userID: ada.id, expiresAt: 200)
            try passkeys.issueChallenge(hash: [1], purpose: .signIn, userID: nil, expiresAt: 200)
            // Brought for another purpose, it is neither accepted nor used up.
            #expect(try passkeys.consumeChallenge(hash: challenge, purpose: .signIn, at: 100) == nil)
            #expect(try passkeys.consumeChallenge(hash: challenge, purpose: .sudo, at: 100)
                == PasskeyChallenge(purpose: .sudo, userID: ada.id, expiresAt: 200))
            #expect(try passkeys.consumeChallenge(hash: challenge, purpose: .sudo, at: 100) == nil)
            #expect(try passkeys.consumeChallenge(hash: [1], purpose: .signIn, at: 100)
                == PasskeyChallenge(purpose: .signIn, userID: nil, expiresAt: 200))
        }
    }

    @Test(arguments: StoreKind.available) func anExpiredChallengeIsRefusedAndGone(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.provenMember()
            let passkeys = store.passkeys
            try passkeys.issueChallenge(hash: challenge, purpose: .registration, userID: ada.id, expiresAt: 200)
            #expect(try passkeys.consumeChallenge(hash: challenge, purpose: .registration, at: 200) == nil)
            // Refused at its expiry, it was deleted too: it will not work even with an earlier clock.
            #expect(try passkeys.consumeChallenge(hash: challenge, purpose: .registration, at: 100) == nil)

            try passkeys.issueChallenge(hash: [1], purpose: .secondStep, userID: ada.id, expiresAt: 100)
            try passkeys.issueChallenge(hash: [2], purpose: .secondStep, userID: ada.id, expiresAt: 300)
            #expect(try passkeys.purgeChallenges(expiredBefore: 200, limit: 10) == 1)
            #expect(try passkeys.consumeChallenge(hash: [2], purpose: .secondStep, at: 250) != nil)
        }
    }

    @Test(arguments: StoreKind.available) func deletingTheMemberTakesTheirPasskeysAndChallenges(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.provenMember()
            _ = try store.passkeys.addPasskey(userID: ada.id, credentialID: credential, publicKey: key, signCount: 0, name: "A", at: 1)
            try store.passkeys.issueChallenge(hash: challenge, purpose: .sudo, userID: ada.id, expiresAt: 200)
            #expect(try store.users.delete(id: ada.id))
            #expect(try store.passkeys.passkey(credentialID: credential) == nil)
            #expect(try store.passkeys.consumeChallenge(hash: challenge, purpose: .sudo, at: 100) == nil)
        }
    }

    @Test(arguments: StoreKind.available) func theSweepRemovesExpiredChallengesInBatches(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.provenMember()
            for byte in UInt8(1)...3 {
                try store.passkeys.issueChallenge(hash: [byte], purpose: .sudo, userID: ada.id, expiresAt: 100)
            }
            try store.passkeys.issueChallenge(hash: [9], purpose: .sudo, userID: nil, expiresAt: 300)
            #expect(try store.expired.purgePasskeyChallenges(expiredBefore: 200, limit: 2) == 2)
            #expect(try store.expired.purgePasskeyChallenges(expiredBefore: 200, limit: 2) == 1)
            #expect(try store.expired.purgePasskeyChallenges(expiredBefore: 200, limit: 2) == 0)
            #expect(try store.passkeys.consumeChallenge(hash: [9], purpose: .sudo, at: 250) != nil)
        }
    }

    /// A member holds a few live challenges however many they ask for: the newest stay, the
    /// one just issued always among them; a visitor's and another member's are not touched.
    @Test(arguments: StoreKind.available) func aMemberHoldsOnlyAFewLiveChallenges(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.provenMember()
            let bob = try store.provenMember(name: "Bob", email: "bob@example.com")
            try store.passkeys.issueChallenge(hash: [200], purpose: .sudo, userID: bob.id, expiresAt: 1000)
            try store.passkeys.issueChallenge(hash: [201], purpose: .signIn, userID: nil, expiresAt: 1000)
            for byte in UInt8(1)...20 {
                // Some share an expiry: the one just issued stays all the same.
                try store.passkeys.issueChallenge(hash: [byte], purpose: .sudo, userID: ada.id, expiresAt: 500 + Int(byte) / 3)
                #expect(try store.count("passkey_challenges", userID: ada.id) <= PasskeyChallenge.liveLimitPerMember)
            }
            #expect(try store.count("passkey_challenges", userID: ada.id) == PasskeyChallenge.liveLimitPerMember)
            #expect(try store.passkeys.consumeChallenge(hash: [20], purpose: .sudo, at: 100) != nil)
            #expect(try store.passkeys.consumeChallenge(hash: [1], purpose: .sudo, at: 100) == nil)
            #expect(try store.passkeys.consumeChallenge(hash: [200], purpose: .sudo, at: 100) != nil)
            #expect(try store.passkeys.consumeChallenge(hash: [201], purpose: .signIn, at: 100) != nil)
        }
    }

    /// Whoever signed up with an address may not own it: the account adds no passkey until the
    /// address is proven, checked in the statement that would store it.
    @Test(arguments: StoreKind.available) func anAccountWhoseAddressNobodyProvedAddsNoPasskey(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let squatter = try store.users.create(.sample(email: "victim@example.com"))
            #expect(throws: PasskeyRepositoryError.addressUnproven) {
                _ = try store.passkeys.addPasskey(
                    userID: squatter.id, credentialID: credential, publicKey: key, signCount: 0, name: "A", at: 1)
            }
            #expect(throws: PasskeyRepositoryError.addressUnproven) {
                _ = try store.passkeys.addPasskey(userID: 9999, credentialID: credential, publicKey: key, signCount: 0, name: "A", at: 1)
            }
            #expect(try store.passkeys.passkeys(userID: squatter.id).isEmpty)
        }
    }
}
