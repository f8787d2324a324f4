import Domain
import DomainTesting
import Repositories
import Testing

/// A request's reads share one snapshot on either store, before and after an `await`, while
/// another instance writes; a write of the request's own is seen by its reads after it.
struct ReadSnapshotContractTests {
    @Test(arguments: StoreKind.available) func readsBeforeAndAfterAnAwaitSeeOneSnapshot(kind: StoreKind) async throws {
        try await withAwaitingStore(kind) { store in
            let other = try store.secondInstance()
            defer { other.close() }
            let users = store.users
            let created = try users.create(.sample())

            let (before, later) = try ReadSnapshot.sharing { () throws -> (String?, @Sendable () async throws -> String?) in
                (try users.user(id: created.id)?.name, ReadSnapshot.carrying { try users.user(id: created.id)?.name })
            }
            // Another request, on another instance, commits between the two reads.
            _ = try other.users.updateProfile(id: created.id, name: "Ada King", bio: "", location: nil)
            let after = try await Task.detached { try await later() }.value

            #expect(before == "Ada Lovelace")
            #expect(after == "Ada Lovelace")
            #expect(try users.user(id: created.id)?.name == "Ada King")
        }
    }

    @Test(arguments: StoreKind.available) func readsOutsideASnapshotSeeEachCommit(kind: StoreKind) async throws {
        try await withAwaitingStore(kind) { store in
            let other = try store.secondInstance()
            defer { other.close() }
            let created = try store.users.create(.sample())

            let before = try store.users.user(id: created.id)?.name
            _ = try other.users.updateProfile(id: created.id, name: "Ada King", bio: "", location: nil)

            #expect(before == "Ada Lovelace")
            #expect(try store.users.user(id: created.id)?.name == "Ada King")
        }
    }

    @Test(arguments: StoreKind.available) func aWriteInsideTheSnapshotIsSeenByTheReadsAfterIt(kind: StoreKind) async throws {
        try await withAwaitingStore(kind) { store in
            let users = store.users
            let created = try users.create(.sample())

            let later = try ReadSnapshot.sharing { () throws -> @Sendable () async throws -> (String?, String?) in
                _ = try users.user(id: created.id)
                return ReadSnapshot.carrying {
                    let first = try users.user(id: created.id)?.name
                    _ = try users.updateProfile(id: created.id, name: "Ada King", bio: "", location: nil)
                    return (first, try users.user(id: created.id)?.name)
                }
            }
            let (first, second) = try await Task.detached { try await later() }.value

            #expect(first == "Ada Lovelace")
            #expect(second == "Ada King")
        }
    }

    @Test(arguments: StoreKind.available) func workDroppedWithoutRunningEndsTheSnapshot(kind: StoreKind) async throws {
        try await withAwaitingStore(kind) { store in
            let users = store.users
            let created = try users.create(.sample())

            var later: (@Sendable () async throws -> String?)? = try ReadSnapshot.sharing { () throws in
                _ = try users.user(id: created.id)
                return ReadSnapshot.carrying { try users.user(id: created.id)?.name }
            }
            #expect(later != nil)
            later = nil

            // The snapshot's connection went back, its transaction ended: a write goes through
            // (SQLite's checkpoint and PostgreSQL's locks wait for nothing) and is read back.
            _ = try users.updateProfile(id: created.id, name: "Ada King", bio: "", location: nil)
            #expect(try users.user(id: created.id)?.name == "Ada King")
        }
    }
}
