import Domain
import DomainTesting
import Testing

struct SecondStepRepositoryContractTests {
    let sealed: [UInt8] = [1, 2, 3, 0, 0xFF]
    let codes: [[UInt8]] = (0..<10).map { [UInt8($0), 0xAB, 0] }

    @Test(arguments: StoreKind.available) func anAuthenticatorIsSetUpThenConfirmed(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.users.create(.sample())
            let steps = store.secondSteps
            #expect(try steps.authenticator(userID: ada.id) == nil)
            #expect(try steps.startAuthenticator(userID: ada.id, sealedSecret: [9], at: 100))
            // Setting up again replaces a secret never confirmed.
            #expect(try steps.startAuthenticator(userID: ada.id, sealedSecret: sealed, at: 110))
            #expect(try steps.authenticator(userID: ada.id)
                == Authenticator(userID: ada.id, sealedSecret: sealed, confirmedAt: nil, lastUsedStep: 0))

            #expect(try steps.confirmAuthenticator(userID: ada.id, step: 50, at: 120, recoveryCodeDigests: codes))
            #expect(try steps.authenticator(userID: ada.id)
                == Authenticator(userID: ada.id, sealedSecret: sealed, confirmedAt: 120, lastUsedStep: 50))
            #expect(try steps.recoveryCodesLeft(userID: ada.id) == 10)
            // Once on, neither a new set-up nor a second confirmation changes it.
            #expect(try !steps.startAuthenticator(userID: ada.id, sealedSecret: [7], at: 130))
            #expect(try !steps.confirmAuthenticator(userID: ada.id, step: 60, at: 130, recoveryCodeDigests: []))
            #expect(try steps.authenticator(userID: ada.id)?.sealedSecret == sealed)
        }
    }

    @Test(arguments: StoreKind.available) func aStepIsUsedOnceAndNeverAnOlderOne(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.users.create(.sample())
            let steps = store.secondSteps
            // Not on yet: no step is accepted.
            try steps.startAuthenticator(userID: ada.id, sealedSecret: sealed, at: 100)
            #expect(try !steps.useAuthenticatorStep(userID: ada.id, step: 10))
            _ = try steps.confirmAuthenticator(userID: ada.id, step: 10, at: 100, recoveryCodeDigests: codes)
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
            let ada = try store.users.create(.sample())
            let steps = store.secondSteps
            try steps.startAuthenticator(userID: ada.id, sealedSecret: sealed, at: 100)
            _ = try steps.confirmAuthenticator(userID: ada.id, step: 1, at: 100, recoveryCodeDigests: codes)
            try steps.removeSecondStep(userID: ada.id)
            #expect(try steps.authenticator(userID: ada.id) == nil)
            #expect(try steps.recoveryCodesLeft(userID: ada.id) == 0)

            try steps.startAuthenticator(userID: ada.id, sealedSecret: sealed, at: 100)
            _ = try steps.confirmAuthenticator(userID: ada.id, step: 1, at: 100, recoveryCodeDigests: codes)
            #expect(try store.users.delete(id: ada.id))
            #expect(try steps.authenticator(userID: ada.id) == nil)
            #expect(try steps.recoveryCodesLeft(userID: ada.id) == 0)
        }
    }

    /// Ending trust and turning the second step off each move the member's epoch on, so a
    /// browser trusted before is trusted no more; another member's epoch stays.
    @Test(arguments: StoreKind.available) func browserTrustEndsByEpochForOneMemberOnly(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.users.create(.sample(email: "ada@example.com"))
            let grace = try store.users.create(.sample(email: "grace@example.com"))
            let steps = store.secondSteps
            let first = try steps.browserTrustEpoch(userID: ada.id)
            try steps.endBrowserTrust(userID: ada.id)
            let second = try steps.browserTrustEpoch(userID: ada.id)
            #expect(second != first)
            try steps.startAuthenticator(userID: ada.id, sealedSecret: sealed, at: 100)
            _ = try steps.confirmAuthenticator(userID: ada.id, step: 1, at: 100, recoveryCodeDigests: codes)
            try steps.removeSecondStep(userID: ada.id)
            #expect(try ![first, second].contains(steps.browserTrustEpoch(userID: ada.id)))
            #expect(try steps.browserTrustEpoch(userID: grace.id) == first)
        }
    }
}
