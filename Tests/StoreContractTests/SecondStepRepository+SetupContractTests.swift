import Domain
import ScreenKit
import DomainTesting
import Testing

/// A key being set up belongs to one session of a proven member, lives fifteen minutes, follows
/// its session through a new id and goes with it, and goes with a change of credentials: a key
/// read by someone who once held a session never becomes the member's.
struct SecondStepRepositorySetupContractTests {
    let sealed: [UInt8] = [4, 5, 6]
    let now = 1_700_000_000

    /// A proven member with two sessions, the owner's laptop and an intruder's, each setting
    /// up a key of its own.
    func keysSetUpByTheOwnerAndAnIntruder(in store: TestStore) throws -> User {
        let ada = try store.provenMember()
        try store.signIn(ada, idHash: "ada-laptop")
        try store.signIn(ada, idHash: "intruder")
        try store.secondSteps.startSetup(userID: ada.id, sessionIDHash: "intruder", sealedSecret: [6, 6, 6], at: now)
        try store.secondSteps.startSetup(userID: ada.id, sessionIDHash: "ada-laptop", sealedSecret: sealed, at: now)
        return ada
    }

    @Test(arguments: StoreKind.available) func aKeyIsTheSessionsAndNoOneElses(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.provenMember()
            let grace = try store.provenMember(name: "Grace", email: "grace@example.com")
            try store.signIn(ada, idHash: "ada-laptop")
            try store.signIn(ada, idHash: "ada-phone")
            try store.signIn(grace, idHash: "grace")
            let steps = store.secondSteps
            #expect(try steps.startSetup(userID: ada.id, sessionIDHash: "ada-laptop", sealedSecret: sealed, at: now))

            #expect(try steps.setup(userID: ada.id, sessionIDHash: "ada-phone", at: now) == nil)
            #expect(try !steps.confirmSetup(userID: ada.id, sessionIDHash: "ada-phone", step: 1, at: now, recoveryCodeDigests: []))
            // Another member's session can neither start nor turn on a key for Ada.
            #expect(try !steps.startSetup(userID: ada.id, sessionIDHash: "grace", sealedSecret: [9], at: now))
            #expect(try steps.setup(userID: grace.id, sessionIDHash: "ada-laptop", at: now) == nil)
            #expect(try !steps.confirmSetup(userID: grace.id, sessionIDHash: "ada-laptop", step: 1, at: now, recoveryCodeDigests: []))
            #expect(try steps.authenticator(userID: ada.id) == nil && steps.authenticator(userID: grace.id) == nil)
        }
    }

    @Test(arguments: StoreKind.available) func aKeyLivesFifteenMinutes(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.provenMember()
            try store.signIn(ada, idHash: "ada-laptop")
            let steps = store.secondSteps
            try steps.startSetup(userID: ada.id, sessionIDHash: "ada-laptop", sealedSecret: sealed, at: now)
            let last = now + AuthenticatorSetup.lifetimeSeconds - 1
            #expect(try steps.setup(userID: ada.id, sessionIDHash: "ada-laptop", at: last)?.sealedSecret == sealed)
            #expect(try steps.setup(userID: ada.id, sessionIDHash: "ada-laptop", at: last + 1) == nil)
            #expect(try !steps.confirmSetup(userID: ada.id, sessionIDHash: "ada-laptop", step: 1, at: last + 1, recoveryCodeDigests: []))
            #expect(try steps.authenticator(userID: ada.id) == nil)
        }
    }

    @Test(arguments: StoreKind.available) func aKeyFollowsItsSessionsNewIDAndGoesWithIt(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.provenMember()
            try store.signIn(ada, idHash: "ada-laptop")
            let steps = store.secondSteps
            try steps.startSetup(userID: ada.id, sessionIDHash: "ada-laptop", sealedSecret: sealed, at: now)
            try store.sessions.renew(idHash: "ada-laptop", to: "ada-laptop-2", authenticatedAt: now + 1)
            #expect(try steps.setup(userID: ada.id, sessionIDHash: "ada-laptop-2", at: now + 2)?.sealedSecret == sealed)

            try store.sessions.delete(idHash: "ada-laptop-2")
            #expect(try store.count("authenticator_setups", userID: ada.id) == 0)
        }
    }

    @Test(arguments: StoreKind.available) func anAccountWhoseAddressNobodyProvedSetsUpNoKey(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let squatter = try store.users.create(.sample(email: "victim@example.com"))
            try store.signIn(squatter, idHash: "squatter")
            #expect(try !store.secondSteps.startSetup(userID: squatter.id, sessionIDHash: "squatter", sealedSecret: sealed, at: now))
            #expect(try store.count("authenticator_setups", userID: squatter.id) == 0)
        }
    }

    /// A key set up before the address was proven (by an account from before the rule) cannot
    /// be turned on while it stays unproven.
    @Test(arguments: StoreKind.available) func aKeyTurnsOnOnlyForAProvenAddress(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.provenMember()
            try store.signIn(ada, idHash: "ada-laptop")
            try store.secondSteps.startSetup(userID: ada.id, sessionIDHash: "ada-laptop", sealedSecret: sealed, at: now)
            try store.execute("UPDATE users SET email_confirmed_at = NULL WHERE id = \(ada.id)")
            #expect(try !store.secondSteps.confirmSetup(userID: ada.id, sessionIDHash: "ada-laptop", step: 1, at: now, recoveryCodeDigests: []))
        }
    }

    @Test(arguments: StoreKind.available) func turningOneKeyOnDropsEveryOtherBeingSetUp(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try keysSetUpByTheOwnerAndAnIntruder(in: store)
            let steps = store.secondSteps
            #expect(try steps.confirmSetup(userID: ada.id, sessionIDHash: "ada-laptop", step: 1, at: now + 1, recoveryCodeDigests: []))
            #expect(try steps.setup(userID: ada.id, sessionIDHash: "intruder", at: now + 1) == nil)
            #expect(try !steps.confirmSetup(userID: ada.id, sessionIDHash: "intruder", step: 2, at: now + 1, recoveryCodeDigests: []))
            #expect(try steps.authenticator(userID: ada.id)?.sealedSecret == sealed)
        }
    }

    /// A new password, a reset and signing out everywhere else all end the unfinished steps:
    /// every key being set up goes, whichever session set it up.
    @Test(arguments: StoreKind.available) func aChangeOfCredentialsDropsEveryKeyBeingSetUp(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try keysSetUpByTheOwnerAndAnIntruder(in: store)
            let steps = store.secondSteps
            try steps.endUnfinishedSteps(userID: ada.id)
            #expect(try store.count("authenticator_setups", userID: ada.id) == 0)

            try steps.startSetup(userID: ada.id, sessionIDHash: "ada-laptop", sealedSecret: sealed, at: now)
            try store.tokens.issue(.sample(.passwordReset, hash: 3), userID: ada.id, at: now)
            _ = try store.users.resetPassword(tokenHash: tokenHash(3), to: "$argon2id$new", at: now + 1)
            #expect(try store.count("authenticator_setups", userID: ada.id) == 0)
        }
    }
}
