import Dispatch
import Domain
import DomainTesting
import Synchronization
import Testing

/// What two writers at once must not break, on threads of one instance and across two
/// instances on one database.
struct RaceContractTests {
    /// The same address signed up twice at once, spelled in another case: one member.
    @Test(arguments: StoreKind.available) func oneOfTwoSignUpsOfAnAddressWins(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let other = try store.secondInstance()
            defer { other.close() }
            let repositories = [store.users, store.users, other.users, other.users]
            let emails = ["ada@example.com", "ADA@example.com", "Ada@Example.com", "ada@EXAMPLE.COM"]
            let created = Atomic(0)
            let taken = Atomic(0)
            let failed = Atomic(0)
            DispatchQueue.concurrentPerform(iterations: repositories.count) { index in
                do {
                    _ = try repositories[index].create(.sample(email: emails[index]))
                    created.add(1, ordering: .relaxed)
                } catch UserRepositoryError.emailTaken {
                    taken.add(1, ordering: .relaxed)
                } catch {
                    failed.add(1, ordering: .relaxed)
                }
            }
            #expect(created.load(ordering: .relaxed) == 1)
            #expect(taken.load(ordering: .relaxed) == repositories.count - 1)
            #expect(failed.load(ordering: .relaxed) == 0)
            #expect(try store.users.members(.first, limit: 10).items.count == 1)
        }
    }

    /// The first key agreed on is the key of every instance, however many start together.
    @Test(arguments: StoreKind.available) func instancesAgreeOnOneSigningKey(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let others = try (0..<3).map { _ in try store.secondInstance() }
            defer { others.forEach { $0.close() } }
            let agree = ([store] + others).map(\.secretKey)
            let keys = Mutex<[[UInt8]]>([])
            let failed = Atomic(0)
            DispatchQueue.concurrentPerform(iterations: agree.count) { index in
                do {
                    let key = try agree[index]({ Array(repeating: UInt8(index + 1), count: 32) })
                    keys.withLock { $0.append(key) }
                } catch {
                    failed.add(1, ordering: .relaxed)
                }
            }
            let agreed = keys.withLock { $0 }
            #expect(failed.load(ordering: .relaxed) == 0)
            #expect(agreed.count == agree.count && Set(agreed).count == 1)
            #expect(try store.secretKey { [] } == agreed.first)
        }
    }

    /// One authenticator code sent by several requests at once, on threads of two instances:
    /// its step is spent by one of them, and so is one recovery code.
    @Test(arguments: StoreKind.available) func aCodeRacedFromTwoInstancesPassesOnce(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let other = try store.secondInstance()
            defer { other.close() }
            let ada = try store.provenMember()
            try store.signIn(ada, idHash: "ada-laptop", at: 100)
            let digests: [[UInt8]] = (0..<10).map { [UInt8($0), 0xCD] }
            try store.secondSteps.startSetup(userID: ada.id, sessionIDHash: "ada-laptop", sealedSecret: [1, 2, 3], at: 100)
            #expect(try store.secondSteps.confirmSetup(
                userID: ada.id, sessionIDHash: "ada-laptop", step: 40, at: 100, recoveryCodeDigests: digests))
            let repositories = [store.secondSteps, other.secondSteps, store.secondSteps, other.secondSteps]

            let tally = RaceTally.race(times: repositories.count) {
                try repositories[$0].useAuthenticatorStep(userID: ada.id, step: 41)
            } and: {
                try repositories[$0].useRecoveryCode(userID: ada.id, digest: digests[4]) != nil
            }
            #expect(tally == RaceTally(first: 1, second: 1, failed: 0))
            #expect(try store.secondSteps.authenticator(userID: ada.id)?.lastUsedStep == 41)
            #expect(try store.secondSteps.recoveryCodesLeft(userID: ada.id) == 9)
        }
    }

    /// One passkey challenge and one signed counter brought by several requests at once, on
    /// threads of two instances: the challenge is used by one of them, the counter stored once.
    @Test(arguments: StoreKind.available) func aPasskeyChallengeRacedFromTwoInstancesPassesOnce(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let other = try store.secondInstance()
            defer { other.close() }
            let ada = try store.provenMember()
            let challenge: [UInt8] = Array(repeating: 0x3C, count: 32)
            try store.passkeys.issueChallenge(hash: challenge, purpose: .signIn, userID: nil, expiresAt: 200)
            let passkey = try store.passkeys.addPasskey(
                userID: ada.id, credentialID: [1, 2, 3], publicKey: [4, 5], signCount: 7, name: "Laptop", at: 100)
            let repositories = [store.passkeys, other.passkeys, store.passkeys, other.passkeys]

            let tally = RaceTally.race(times: repositories.count) {
                try repositories[$0].consumeChallenge(hash: challenge, purpose: .signIn, at: 150) != nil
            } and: {
                try repositories[$0].usePasskey(id: passkey.id, signCount: 8, at: 150)
            }
            #expect(tally == RaceTally(first: 1, second: 1, failed: 0))
            #expect(try store.passkeys.passkey(credentialID: [1, 2, 3])?.signCount == 8)
        }
    }

    /// A member's security log, kept and then purged by age.
    @Test(arguments: StoreKind.available) func oldSecurityEventsArePurgedInBatches(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.provenMember()
            for time in [100, 110, 120, 300] {
                try store.securityLog.record(SecurityEvent(userID: ada.id, kind: .signedIn, occurredAt: time, clientAddress: "192.0.2.1", userAgent: "curl"))
            }
            #expect(try store.expired.purgeSecurityEvents(before: 200, limit: 2) == 2)
            #expect(try store.expired.purgeSecurityEvents(before: 200, limit: 2) == 1)
            #expect(try store.expired.purgeSecurityEvents(before: 200, limit: 2) == 0)
            #expect(try store.securityLog.events(userID: ada.id, .first, limit: 10).items.map(\.occurredAt) == [300])
        }
    }
}
