import Domain
import DomainTesting
import Testing

/// A member's security log a page at a time, newest first, by key: only their own events,
/// each page starting from an event a reader was shown.
struct SecurityLogRepositoryContractTests {
    /// Two members' events recorded in turn, so the keys of one member's events have the
    /// other's between them: Grace, Ada 1, Grace, Ada 2, Ada 3, Grace, Ada 4, Ada 5, Grace.
    /// Returns Ada, Grace, and Ada's and Grace's events newest first.
    func interleaved(in store: TestStore) throws -> (ada: User, grace: User, adas: [SecurityEvent], graces: [SecurityEvent]) {
        let ada = try store.users.create(.sample(name: "Ada", email: "ada@example.com"))
        let grace = try store.users.create(.sample(name: "Grace", email: "grace@example.com"))
        var time = 1_000
        for member in [grace, ada, grace, ada, ada, grace, ada, ada, grace] {
            time += 10
            try store.securityLog.record(SecurityEvent(
                userID: member.id, kind: member.id == ada.id ? .signedIn : .passwordChanged, occurredAt: time,
                clientAddress: "192.0.2.\(time % 250)", userAgent: member.name))
        }
        let adas = try store.securityLog.events(userID: ada.id, .first, limit: 100).items
        let graces = try store.securityLog.events(userID: grace.id, .first, limit: 100).items
        return (ada, grace, adas, graces)
    }

    @Test(arguments: StoreKind.available) func eventsAreNewestFirstWithKeysThatFollowTheRecordingOrder(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let (ada, _, adas, graces) = try interleaved(in: store)
            #expect(adas.map(\.occurredAt) == [1_080, 1_070, 1_050, 1_040, 1_020])
            #expect(adas.allSatisfy { $0.userID == ada.id && $0.kind == .signedIn && $0.userAgent == "Ada" })
            #expect(adas.map(\.id) == adas.map(\.id).sorted(by: >))
            #expect(Set(adas.map(\.id)).isDisjoint(with: graces.map(\.id)))
            #expect(adas.allSatisfy { $0.id > 0 })
            #expect(graces.map(\.occurredAt) == [1_090, 1_060, 1_030, 1_010])
        }
    }

    @Test(arguments: StoreKind.available) func eachPositionGivesItsEventsAndWhatLiesEitherSide(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let (ada, _, a, _) = try interleaved(in: store)
            let log = store.securityLog
            #expect(try log.events(userID: ada.id, .first, limit: 2) == Page.of([a[0], a[1]], hasPrevious: false, hasNext: true))
            #expect(try log.events(userID: ada.id, .after(a[1].id), limit: 2) == Page.of([a[2], a[3]], hasPrevious: true, hasNext: true))
            #expect(try log.events(userID: ada.id, .after(a[2].id), limit: 2) == Page.of([a[3], a[4]], hasPrevious: true, hasNext: false))
            #expect(try log.events(userID: ada.id, .before(a[3].id), limit: 2) == Page.of([a[1], a[2]], hasPrevious: true, hasNext: true))
            #expect(try log.events(userID: ada.id, .before(a[2].id), limit: 2) == Page.of([a[0], a[1]], hasPrevious: false, hasNext: true))
            #expect(try log.events(userID: ada.id, .last, limit: 2) == Page.of([a[3], a[4]], hasPrevious: true, hasNext: false))
        }
    }

    /// Another member's events lie before, between and after Ada's, and neither show on her
    /// pages nor count as more of her log.
    @Test(arguments: StoreKind.available) func anotherMembersEventsNeverAppearNorCount(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let (ada, grace, a, g) = try interleaved(in: store)
            let log = store.securityLog
            let all = Page.of(a, hasPrevious: false, hasNext: false)
            #expect(try log.events(userID: ada.id, .first, limit: 5) == all)
            #expect(try log.events(userID: ada.id, .last, limit: 5) == all)
            #expect(try log.events(userID: ada.id, .after(a[4].id), limit: 5) == Page.of([], hasPrevious: true, hasNext: false))
            #expect(try log.events(userID: ada.id, .before(a[0].id), limit: 5) == Page.of([], hasPrevious: false, hasNext: true))
            // The key of Grace's event between Ada's third and fourth newest splits Ada's log there.
            let between = try #require(g.first { $0.occurredAt == 1_060 })
            #expect(try log.events(userID: ada.id, .after(between.id), limit: 5) == Page.of([a[2], a[3], a[4]], hasPrevious: true, hasNext: false))
            #expect(try log.events(userID: ada.id, .before(between.id), limit: 5) == Page.of([a[0], a[1]], hasPrevious: false, hasNext: true))
            // Grace's newest and oldest events lie beyond either end of Ada's log.
            #expect(try log.events(userID: ada.id, .after(g[0].id), limit: 5) == all)
            #expect(try log.events(userID: ada.id, .before(try #require(g.last).id), limit: 5) == all)
            #expect(try log.events(userID: grace.id, .first, limit: 10).items.allSatisfy { $0.userID == grace.id })
        }
    }

    @Test(arguments: StoreKind.available) func aMemberWithNoEventsHasAnEmptyLogBesideOthers(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let (_, _, a, _) = try interleaved(in: store)
            let quiet = try store.users.create(.sample(name: "Quiet", email: "quiet@example.com"))
            let empty = Page<SecurityEvent>(items: [], hasPrevious: false, hasNext: false)
            for position in [PagePosition.first, .last, .after(a[2].id), .before(a[2].id)] {
                #expect(try store.securityLog.events(userID: quiet.id, position, limit: 3) == empty, "\(position)")
            }
        }
    }

    /// An event purged since a page was shown still marks where the next page starts.
    @Test(arguments: StoreKind.available) func aPurgedEventsKeyStillMarksWhereAPageStarts(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let (ada, _, a, _) = try interleaved(in: store)
            try store.execute("DELETE FROM security_events WHERE id = \(a[2].id)")
            let log = store.securityLog
            #expect(try log.events(userID: ada.id, .after(a[2].id), limit: 5) == Page.of([a[3], a[4]], hasPrevious: true, hasNext: false))
            #expect(try log.events(userID: ada.id, .before(a[2].id), limit: 5) == Page.of([a[0], a[1]], hasPrevious: false, hasNext: true))
        }
    }

    /// A kind this release does not know (written by a newer one) is left out of the page, and
    /// still counts as more of the log.
    @Test(arguments: StoreKind.available) func anUnknownKindIsLeftOutButStillCounts(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.users.create(.sample())
            let log = store.securityLog
            try log.record(SecurityEvent(userID: ada.id, kind: .signedIn, occurredAt: 10, clientAddress: "192.0.2.1", userAgent: "x"))
            try store.execute(
                "INSERT INTO security_events (user_id, kind, occurred_at, client_address, user_agent) VALUES (\(ada.id), 'from_the_future', 20, '', '')")
            try log.record(SecurityEvent(userID: ada.id, kind: .passwordChanged, occurredAt: 30, clientAddress: "192.0.2.1", userAgent: "x"))
            #expect(try log.events(userID: ada.id, .first, limit: 10).items.map(\.occurredAt) == [30, 10])
            let newest = try log.events(userID: ada.id, .first, limit: 2)
            #expect(newest.items.map(\.occurredAt) == [30])
            #expect(newest.hasNext)
        }
    }
}
