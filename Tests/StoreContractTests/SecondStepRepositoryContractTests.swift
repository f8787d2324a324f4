import Domain
import DomainTesting
import Testing

struct SecondStepRepositoryContractTests {
    let sealed: [UInt8] = [1, 2, 3, 0, 0xFF]
    let codes: [[UInt8]] = (0..<10).map { [UInt8($0), 0xAB, 0] }
    let now = 1_700_000_000

    /// A proven member with a session (`ada-laptop`) whose key is turned on at `now`.
    func memberWithCodes(in store: TestStore) throws -> User {
        let ada = try store.provenMember()
        try store.signIn(ada, idHash: "ada-laptop")
        #expect(try store.secondSteps.startSetup(userID: ada.id, sessionIDHash: "ada-laptop", sealedSecret: sealed, at: now))
        #expect(try store.secondSteps.confirmSetup(userID: ada.id, sessionIDHash: "ada-laptop", step: 10, at: now, recoveryCodeDigests: codes))
        return ada
    }

    @Test(arguments: StoreKind.available) func aKeyIsSetUpThenTurnedOn(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.provenMember()
            try store.signIn(ada, idHash: "ada-laptop")
            let steps = store.secondSteps
            #expect(try steps.authenticator(userID: ada.id) == nil)
            #expect(try steps.startSetup(userID: ada.id, sessionIDHash: "ada-laptop", sealedSecret: [9], at: now))
            // Setting up again replaces the session's key.
            #expect(try steps.startSetup(userID: ada.id, sessionIDHash: "ada-laptop", sealedSecret: sealed, at: now + 10))
            #expect(try steps.setup(userID: ada.id, sessionIDHash: "ada-laptop", at: now + 20)
                == AuthenticatorSetup(userID: ada.id, sealedSecret: sealed, startedAt: now + 10))
            #expect(try steps.authenticator(userID: ada.id) == nil)

            #expect(try steps.confirmSetup(userID: ada.id, sessionIDHash: "ada-laptop", step: 50, at: now + 30, recoveryCodeDigests: codes))
            #expect(try steps.authenticator(userID: ada.id)
                == Authenticator(userID: ada.id, sealedSecret: sealed, confirmedAt: now + 30, lastUsedStep: 50))
            #expect(try steps.recoveryCodesLeft(userID: ada.id) == 10)
            #expect(try steps.setup(userID: ada.id, sessionIDHash: "ada-laptop", at: now + 30) == nil)
            // Once on, neither a new set-up nor a second confirmation changes it.
            #expect(try !steps.startSetup(userID: ada.id, sessionIDHash: "ada-laptop", sealedSecret: [7], at: now + 40))
            #expect(try !steps.confirmSetup(userID: ada.id, sessionIDHash: "ada-laptop", step: 60, at: now + 40, recoveryCodeDigests: []))
            #expect(try steps.authenticator(userID: ada.id)?.sealedSecret == sealed)
        }
    }

    @Test(arguments: StoreKind.available) func aStepIsUsedOnceAndNeverAnOlderOne(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.provenMember()
            try store.signIn(ada, idHash: "ada-laptop")
            let steps = store.secondSteps
            // Not on yet: no step is accepted.
            try steps.startSetup(userID: ada.id, sessionIDHash: "ada-laptop", sealedSecret: sealed, at: now)
            #expect(try !steps.useAuthenticatorStep(userID: ada.id, step: 10))
            _ = try steps.confirmSetup(userID: ada.id, sessionIDHash: "ada-laptop", step: 10, at: now, recoveryCodeDigests: codes)
            #expect(try !steps.useAuthenticatorStep(userID: ada.id, step: 10))
            #expect(try steps.useAuthenticatorStep(userID: ada.id, step: 11))
            #expect(try !steps.useAuthenticatorStep(userID: ada.id, step: 11))
            #expect(try !steps.useAuthenticatorStep(userID: ada.id, step: 9))
            #expect(try steps.authenticator(userID: ada.id)?.lastUsedStep == 11)
        }
    }

    @Test(arguments: StoreKind.available) func aRecoveryCodeWorksOnceAndForItsMemberOnly(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.users.create(.sample())
            let bob = try store.users.create(.sample(name: "Bob", email: "bob@example.com"))
            let steps = store.secondSteps
            try steps.replaceRecoveryCodes(userID: ada.id, digests: codes, at: 100)
            #expect(try steps.useRecoveryCode(userID: bob.id, digest: codes[0]) == nil)
            #expect(try steps.useRecoveryCode(userID: ada.id, digest: codes[0]) == 9)
            #expect(try steps.useRecoveryCode(userID: ada.id, digest: codes[0]) == nil)
            #expect(try steps.recoveryCodesLeft(userID: ada.id) == 9)

            // A new set replaces the old one whole.
            let fresh: [[UInt8]] = [[42], [43]]
            try steps.replaceRecoveryCodes(userID: ada.id, digests: fresh, at: 200)
            #expect(try steps.useRecoveryCode(userID: ada.id, digest: codes[1]) == nil)
            #expect(try steps.useRecoveryCode(userID: ada.id, digest: [42]) == 1)
        }
    }

    @Test(arguments: StoreKind.available) func removingOrDeletingTheMemberTakesItAllAway(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try memberWithCodes(in: store)
            let steps = store.secondSteps
            try steps.removeSecondStep(userID: ada.id)
            #expect(try steps.authenticator(userID: ada.id) == nil)
            #expect(try steps.recoveryCodesLeft(userID: ada.id) == 0)

            try steps.startSetup(userID: ada.id, sessionIDHash: "ada-laptop", sealedSecret: sealed, at: now)
            _ = try steps.confirmSetup(userID: ada.id, sessionIDHash: "ada-laptop", step: 1, at: now, recoveryCodeDigests: codes)
            #expect(try store.users.delete(id: ada.id))
            #expect(try steps.authenticator(userID: ada.id) == nil)
            #expect(try steps.recoveryCodesLeft(userID: ada.id) == 0)
        }
    }

    /// Ending the unfinished steps and turning the second step off each move the member's
    /// epoch on, so a browser trusted before is trusted no more; another member's epoch stays.
    @Test(arguments: StoreKind.available) func browserTrustEndsByEpochForOneMemberOnly(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try memberWithCodes(in: store)
            let grace = try store.users.create(.sample(email: "grace@example.com"))
            let steps = store.secondSteps
            let first = try steps.browserTrustEpoch(userID: ada.id)
            let graceFirst = try steps.browserTrustEpoch(userID: grace.id)
            try steps.endUnfinishedSteps(userID: ada.id)
            let second = try steps.browserTrustEpoch(userID: ada.id)
            #expect(second != first)
            try steps.removeSecondStep(userID: ada.id)
            #expect(try ![first, second].contains(steps.browserTrustEpoch(userID: ada.id)))
            #expect(try steps.browserTrustEpoch(userID: grace.id) == graceFirst)
        }
    }
}
