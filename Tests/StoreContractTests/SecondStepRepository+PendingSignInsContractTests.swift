import Domain
import DomainTesting
import Testing

/// A sign-in waiting for its second step completes once, even raced from two instances, and
/// ends with its browser's sign-out, a change of the member's credentials, the second step
/// turned off, the member's deletion and its own expiry.
struct SecondStepRepositoryPendingSignInsContractTests {
    let now = 1_700_000_000
    let key: [UInt8] = Array(repeating: 0x5A, count: 32)

    @Test(arguments: StoreKind.available) func aWaitingSignInCompletesOnceForItsMemberOnly(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.provenMember()
            let grace = try store.provenMember(name: "Grace", email: "grace@example.com")
            let steps = store.secondSteps
            try steps.startPendingSignIn(keyHash: key, userID: ada.id, expiresAt: now + 300)
            #expect(try steps.pendingSignInIsLive(keyHash: key, userID: ada.id, at: now))
            #expect(try !steps.pendingSignInIsLive(keyHash: key, userID: grace.id, at: now))
            #expect(try !steps.finishPendingSignIn(keyHash: key, userID: grace.id, at: now))

            #expect(try steps.finishPendingSignIn(keyHash: key, userID: ada.id, at: now + 1))
            #expect(try !steps.finishPendingSignIn(keyHash: key, userID: ada.id, at: now + 2))
            #expect(try !steps.pendingSignInIsLive(keyHash: key, userID: ada.id, at: now + 2))
        }
    }

    @Test(arguments: StoreKind.available) func aWaitingSignInExpires(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.provenMember()
            let steps = store.secondSteps
            try steps.startPendingSignIn(keyHash: key, userID: ada.id, expiresAt: now + 300)
            #expect(try steps.pendingSignInIsLive(keyHash: key, userID: ada.id, at: now + 299))
            #expect(try !steps.pendingSignInIsLive(keyHash: key, userID: ada.id, at: now + 300))
            #expect(try !steps.finishPendingSignIn(keyHash: key, userID: ada.id, at: now + 300))

            try steps.startPendingSignIn(keyHash: [1], userID: ada.id, expiresAt: now + 600)
            #expect(try store.expired.purgePendingSignIns(expiredBefore: now + 301, limit: 10) == 1)
            #expect(try store.count("pending_sign_ins", userID: ada.id) == 1)
        }
    }

    /// What ends every sign-in of the member waiting elsewhere; signing out ends only the
    /// browser's own.
    enum Ending: String, CaseIterable, Sendable {
        case credentialsChange, secondStepOff, memberDeleted, firstProof
    }

    @Test(arguments: StoreKind.available, Ending.allCases)
    func everyWaitingSignInEnds(kind: StoreKind, ending: Ending) throws {
        try withStore(kind) { store throws in
            let ada = ending == .firstProof
                ? try store.users.create(.sample(), confirmation: .sample(.emailConfirmation, hash: 1))
                : try store.provenMember()
            let grace = try store.provenMember(name: "Grace", email: "grace@example.com")
            let steps = store.secondSteps
            try steps.startPendingSignIn(keyHash: key, userID: ada.id, expiresAt: now + 300)
            try steps.startPendingSignIn(keyHash: [2], userID: ada.id, expiresAt: now + 300)
            try steps.startPendingSignIn(keyHash: [3], userID: grace.id, expiresAt: now + 300)
            switch ending {
            case .credentialsChange: try steps.endUnfinishedSteps(userID: ada.id)
            case .secondStepOff: try steps.removeSecondStep(userID: ada.id)
            case .memberDeleted: _ = try store.users.delete(id: ada.id)
            case .firstProof: _ = try store.users.confirmEmail(tokenHash: tokenHash(1), at: now, keepingSession: nil)
            }
            #expect(try !steps.pendingSignInIsLive(keyHash: key, userID: ada.id, at: now))
            #expect(try !steps.pendingSignInIsLive(keyHash: [2], userID: ada.id, at: now))
            #expect(try steps.pendingSignInIsLive(keyHash: [3], userID: grace.id, at: now))
        }
    }

    @Test(arguments: StoreKind.available) func signingOutEndsTheBrowsersOwnWaitingSignIn(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.provenMember()
            let steps = store.secondSteps
            try steps.startPendingSignIn(keyHash: key, userID: ada.id, expiresAt: now + 300)
            try steps.startPendingSignIn(keyHash: [2], userID: ada.id, expiresAt: now + 300)
            try steps.endPendingSignIn(keyHash: key)
            #expect(try !steps.pendingSignInIsLive(keyHash: key, userID: ada.id, at: now))
            #expect(try steps.pendingSignInIsLive(keyHash: [2], userID: ada.id, at: now))
        }
    }

    /// Two codes that both pass, sent at once from two instances: one request completes the
    /// sign-in.
    @Test(arguments: StoreKind.available) func aWaitingSignInRacedFromTwoInstancesCompletesOnce(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let other = try store.secondInstance()
            defer { other.close() }
            let ada = try store.provenMember()
            try store.secondSteps.startPendingSignIn(keyHash: key, userID: ada.id, expiresAt: now + 300)
            let repositories = [store.secondSteps, other.secondSteps, store.secondSteps, other.secondSteps]
            let tally = RaceTally.race(times: repositories.count) {
                try repositories[$0].finishPendingSignIn(keyHash: key, userID: ada.id, at: now)
            } and: { _ in false }
            #expect(tally.first == 1 && tally.failed == 0)
        }
    }
}
