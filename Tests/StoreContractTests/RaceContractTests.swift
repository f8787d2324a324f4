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

    /// A member's security log, kept and then purged by age.
    @Test(arguments: StoreKind.available) func oldSecurityEventsArePurgedInBatches(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.users.create(.sample())
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
