import Domain
import DomainTesting
import Testing

/// The members list a page at a time, by key: in the order members joined (by id), each page
/// starting from a key a reader was shown, and telling whether members lie either side of it.
struct UserRepositoryMembersContractTests {
    /// `count` members, "Member 1"… in the order they joined.
    func join(_ count: Int, in store: TestStore) throws -> [User] {
        try (1...count).map { number in
            try store.users.create(.sample(name: "Member \(number)", email: "m\(number)@example.com"))
        }
    }

    @Test(arguments: StoreKind.available) func anEmptyListIsAnEmptyPageWhereverItStarts(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let empty = Page<User>(items: [], hasPrevious: false, hasNext: false)
            for position in [PagePosition.first, .last, .after(1), .before(1), .after(0), .before(0)] {
                #expect(try store.users.members(position, limit: 2) == empty, "\(position)")
            }
        }
    }

    @Test(arguments: StoreKind.available) func theFirstPageHasTheFirstToJoinAndNothingBeforeIt(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let m = try join(5, in: store)
            #expect(try store.users.members(.first, limit: 2) == Page.of([m[0], m[1]], hasPrevious: false, hasNext: true))
        }
    }

    @Test(arguments: StoreKind.available) func aPageAfterAKeyHoldsTheMembersWhoJoinedNext(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let m = try join(5, in: store)
            let users = store.users
            #expect(try users.members(.after(m[1].id), limit: 2) == Page.of([m[2], m[3]], hasPrevious: true, hasNext: true))
            #expect(try users.members(.after(m[2].id), limit: 2) == Page.of([m[3], m[4]], hasPrevious: true, hasNext: false))
            #expect(try users.members(.after(m[3].id), limit: 2) == Page.of([m[4]], hasPrevious: true, hasNext: false))
        }
    }

    @Test(arguments: StoreKind.available) func aPageBeforeAKeyHoldsTheMembersWhoJoinedJustBefore(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let m = try join(5, in: store)
            let users = store.users
            #expect(try users.members(.before(m[3].id), limit: 2) == Page.of([m[1], m[2]], hasPrevious: true, hasNext: true))
            #expect(try users.members(.before(m[2].id), limit: 2) == Page.of([m[0], m[1]], hasPrevious: false, hasNext: true))
            #expect(try users.members(.before(m[1].id), limit: 2) == Page.of([m[0]], hasPrevious: false, hasNext: true))
        }
    }

    @Test(arguments: StoreKind.available) func theLastPageHasTheLastToJoinAndNothingAfterIt(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let m = try join(5, in: store)
            #expect(try store.users.members(.last, limit: 2) == Page.of([m[3], m[4]], hasPrevious: true, hasNext: false))
        }
    }

    @Test(arguments: StoreKind.available) func aPageThatHoldsEveryoneHasNothingEitherSide(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let m = try join(3, in: store)
            let users = store.users
            for limit in [3, 4] {
                #expect(try users.members(.first, limit: limit) == Page.of(m, hasPrevious: false, hasNext: false), "\(limit)")
                #expect(try users.members(.last, limit: limit) == Page.of(m, hasPrevious: false, hasNext: false), "\(limit)")
            }
        }
    }

    @Test(arguments: StoreKind.available) func pastEitherEndIsAnEmptyPageThatPointsBack(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let m = try join(3, in: store)
            let users = store.users
            #expect(try users.members(.after(m[2].id), limit: 2) == Page.of([], hasPrevious: true, hasNext: false))
            #expect(try users.members(.after(m[2].id + 100), limit: 2) == Page.of([], hasPrevious: true, hasNext: false))
            #expect(try users.members(.before(m[0].id), limit: 2) == Page.of([], hasPrevious: false, hasNext: true))
            #expect(try users.members(.before(m[0].id - 100), limit: 2) == Page.of([], hasPrevious: false, hasNext: true))
        }
    }

    /// A key names a place in the list, not a member: a link shown before someone left still
    /// leads to the members on its side of them.
    @Test(arguments: StoreKind.available) func aDeletedMembersKeyStillMarksWhereAPageStarts(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let m = try join(5, in: store)
            let users = store.users
            for gone in [m[0], m[2], m[4]] {
                #expect(try users.delete(id: gone.id))
            }
            #expect(try users.members(.after(m[2].id), limit: 2) == Page.of([m[3]], hasPrevious: true, hasNext: false))
            #expect(try users.members(.before(m[2].id), limit: 2) == Page.of([m[1]], hasPrevious: false, hasNext: true))
            // The first and last members left: nobody remains beyond their keys.
            #expect(try users.members(.after(m[0].id), limit: 1) == Page.of([m[1]], hasPrevious: false, hasNext: true))
            #expect(try users.members(.before(m[4].id), limit: 1) == Page.of([m[3]], hasPrevious: true, hasNext: false))
        }
    }

    /// Following Next from the first page, and Previous from the last, shows every member once,
    /// in joining order, whatever gaps the keys have.
    @Test(arguments: StoreKind.available) func walkingEitherWayShowsEveryMemberOnce(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            let joined = try join(8, in: store)
            let gone = [joined[2].id, joined[5].id]
            for id in gone {
                try users.delete(id: id)
            }
            let m = joined.filter { !gone.contains($0.id) }

            var forwards: [User] = []
            var page = try users.members(.first, limit: 4)
            var pages = 1
            forwards += page.items
            while page.hasNext, pages <= m.count {
                page = try users.members(.after(try #require(page.items.last).id), limit: 4)
                forwards += page.items
                pages += 1
                #expect(page.hasPrevious)
            }
            #expect(forwards == m)
            #expect(pages == 2)

            var backwards: [User] = []
            page = try users.members(.last, limit: 4)
            pages = 1
            backwards = page.items
            while page.hasPrevious, pages <= m.count {
                page = try users.members(.before(try #require(page.items.first).id), limit: 4)
                backwards = page.items + backwards
                pages += 1
                #expect(page.hasNext)
            }
            #expect(backwards == m)
            #expect(pages == 2)
        }
    }

    /// The order is the key's (the order members were stored), not the sign-up time they carry.
    @Test(arguments: StoreKind.available) func theOrderIsByKeyNotByJoiningTime(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            let late = try users.create(.sample(name: "Stored first", email: "1@example.com", createdAt: 300))
            let early = try users.create(.sample(name: "Stored second", email: "2@example.com", createdAt: 100))
            #expect(try users.members(.first, limit: 5).items == [late, early])
            #expect(try users.members(.last, limit: 1).items == [early])
        }
    }
}
