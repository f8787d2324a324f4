import Domain
import DomainTesting
import ScreenKit
import Testing

/// The member changes mailed links make: each redeems its token in the change's transaction.
struct UserRepositoryMailedLinksContractTests {
    let now = 1_700_000_000

    @Test(arguments: StoreKind.available) func aNewMemberIsStoredWithTheirConfirmationLinkAndItsMail(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            let link = MailedToken.sample(.emailConfirmation, hash: 1)
            let ada = try users.create(.sample(createdAt: now), confirmation: link)

            #expect(try users.user(id: ada.id) == ada)
            #expect(ada.emailConfirmedAt == nil)
            let token = try store.tokens.token(hash: tokenHash(1), purpose: .emailConfirmation, at: now)
            #expect(token?.userID == ada.id && token?.createdAt == now)
            #expect(try store.outbox.recent(limit: 10).map(\.mail) == [link.mail])
        }
    }

    @Test(arguments: StoreKind.available) func aTakenAddressStoresNoMemberNoLinkAndNoMail(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            _ = try users.create(.sample(email: "ada@example.com"))

            #expect(throws: UserRepositoryError.emailTaken) {
                try users.create(.sample(name: "Other Ada", email: "ADA@example.com"), confirmation: .sample(.emailConfirmation, hash: 1))
            }

            #expect(try users.members(.first, limit: 10).items.map(\.name) == ["Ada Lovelace"])
            #expect(try store.tokens.token(hash: tokenHash(1), purpose: .emailConfirmation, at: now) == nil)
            #expect(try store.outbox.recent(limit: 10).isEmpty)
        }
    }

    @Test(arguments: StoreKind.available) func theConfirmationLinkConfirmsTheAddressOnce(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            let ada = try users.create(.sample(email: "Ada@Example.com"), confirmation: .sample(.emailConfirmation, hash: 1, email: "ada@example.COM"))

            let confirmed = try #require(try users.confirmEmail(tokenHash: tokenHash(1), at: now, keepingSession: nil))

            #expect(confirmed.member.id == ada.id && confirmed.member.email == "Ada@Example.com" && confirmed.member.emailConfirmedAt == now)
            #expect(try users.user(id: ada.id)?.emailConfirmedAt == now)
            #expect(try users.user(email: "ada@example.com")?.isEmailConfirmed == true)
            #expect(try users.members(.first, limit: 1).items.first?.emailConfirmedAt == now)
            #expect(try users.confirmEmail(tokenHash: tokenHash(1), at: now + 1, keepingSession: nil) == nil)
            #expect(try users.user(id: ada.id)?.emailConfirmedAt == now)
        }
    }

    @Test(arguments: StoreKind.available) func aLinkForAnotherAddressConfirmsNothing(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            let ada = try users.create(.sample(email: "ada@example.com"))
            try store.tokens
                .issue(.sample(.emailConfirmation, hash: 1, email: "old@example.com"), userID: ada.id, at: now)

            #expect(try users.confirmEmail(tokenHash: tokenHash(1), at: now, keepingSession: nil) == nil)
            #expect(try users.user(id: ada.id)?.emailConfirmedAt == nil)
        }
    }

    @Test(arguments: StoreKind.available) func anExpiredOrUnknownConfirmationLinkConfirmsNothing(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            let ada = try users.create(.sample(), confirmation: .sample(.emailConfirmation, hash: 1, expiresAt: now))

            #expect(try users.confirmEmail(tokenHash: tokenHash(2), at: now - 1, keepingSession: nil) == nil)
            #expect(try users.confirmEmail(tokenHash: tokenHash(1), at: now, keepingSession: nil) == nil)
            #expect(try users.user(id: ada.id)?.emailConfirmedAt == nil)
        }
    }

    @Test(arguments: StoreKind.available) func theChangeLinkMovesTheAddressAndNoticesTheOldOne(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            let tokens = store.tokens
            let ada = try users.create(.sample(email: "ada@example.com"))
            try tokens.issue(.sample(.passwordReset, hash: 1), userID: ada.id, at: now)
            try tokens.issue(.sample(.emailChange, hash: 2, email: "countess@example.com"), userID: ada.id, at: now)

            let changed = try #require(try users.changeEmail(tokenHash: tokenHash(2), at: now + 5) { old in
                OutgoingMail(to: old.email, toName: old.name, subject: "Was confirmed: \(old.isEmailConfirmed)", text: "t", html: "h")
            })

            #expect(changed.id == ada.id && changed.email == "countess@example.com" && changed.emailConfirmedAt == now + 5)
            #expect(try users.user(id: ada.id) == changed)
            #expect(try users.user(email: "ada@example.com") == nil)
            let notice = try #require(try store.outbox.recent(limit: 1).first)
            #expect(notice.mail.to == "ada@example.com" && notice.mail.toName == ada.name && notice.createdAt == now + 5)
            #expect(notice.mail.subject == "Was confirmed: false")
            // The reset link went to the old address, which is no longer the member's.
            #expect(try tokens.token(hash: tokenHash(1), purpose: .passwordReset, at: now) == nil)
            #expect(try users.changeEmail(tokenHash: tokenHash(2), at: now + 6) { _ in .sample() } == nil)
            #expect(try store.outbox.recent(limit: 10).count == 3)
        }
    }

    @Test(arguments: StoreKind.available) func aChangeToAnAddressTakenSinceChangesNothingAndKeepsTheLink(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            let tokens = store.tokens
            let outbox = store.outbox
            let ada = try users.create(.sample(email: "ada@example.com"))
            try tokens.issue(.sample(.emailChange, hash: 1, email: "countess@example.com"), userID: ada.id, at: now)
            let grace = try users.create(.sample(name: "Grace", email: "Countess@example.com"))

            #expect(throws: UserRepositoryError.emailTaken) {
                try users.changeEmail(tokenHash: tokenHash(1), at: now) { _ in .sample(subject: "notice") }
            }

            #expect(try users.user(id: ada.id) == ada)
            #expect(try tokens.token(hash: tokenHash(1), purpose: .emailChange, at: now) != nil)
            #expect(try outbox.recent(limit: 10).map(\.mail.subject) == ["Your email-change link"])

            // Once the address is free again, the same link works.
            try users.updateEmail(id: grace.id, to: "grace@example.com")
            let changed = try users.changeEmail(tokenHash: tokenHash(1), at: now) { _ in .sample(subject: "notice") }
            #expect(changed?.email == "countess@example.com")
        }
    }

    @Test(arguments: StoreKind.available) func theResetLinkSetsThePasswordAndEndsEverySessionAndLink(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            let tokens = store.tokens
            let sessions = store.sessions
            let ada = try users.create(.sample(email: "ada@example.com"))
            let grace = try users.create(.sample(name: "Grace", email: "grace@example.com"))
            for (idHash, userID) in [("ada-laptop", ada.id), ("ada-phone", ada.id), ("grace", grace.id)] {
                try sessions.insert(SessionRecord(idHash: idHash, userID: userID, csrfSecret: "c", createdAt: now, lastSeenAt: now))
            }
            try tokens.issue(.sample(.passwordReset, hash: 1), userID: ada.id, at: now)
            try tokens.issue(.sample(.magicLink, hash: 2), userID: ada.id, at: now)
            try tokens.issue(.sample(.emailConfirmation, hash: 3), userID: ada.id, at: now)
            try tokens.issue(.sample(.passwordReset, hash: 4, email: "grace@example.com"), userID: grace.id, at: now)

            let reset = try #require(try users.resetPassword(tokenHash: tokenHash(1), to: "$argon2id$new", at: now + 1))

            #expect(reset.member.id == ada.id && reset.member.passwordHash == "$argon2id$new")
            #expect(try users.user(id: ada.id)?.passwordHash == "$argon2id$new")
            #expect(try sessions.sessions(userID: ada.id).isEmpty)
            #expect(try sessions.signedInSession(idHash: "grace")?.record != nil)
            #expect(try tokens.token(hash: tokenHash(2), purpose: .magicLink, at: now) == nil)
            #expect(try tokens.token(hash: tokenHash(3), purpose: .emailConfirmation, at: now) != nil)
            #expect(try tokens.token(hash: tokenHash(4), purpose: .passwordReset, at: now) != nil)
            #expect(try users.resetPassword(tokenHash: tokenHash(1), to: "$argon2id$again", at: now + 2) == nil)
            #expect(try users.user(id: ada.id)?.passwordHash == "$argon2id$new")
        }
    }

    @Test(arguments: StoreKind.available) func anExpiredResetLinkChangesNothing(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            let sessions = store.sessions
            let ada = try users.create(.sample())
            try sessions.insert(SessionRecord(idHash: "ada", userID: ada.id, csrfSecret: "c", createdAt: now, lastSeenAt: now))
            try store.tokens.issue(.sample(.passwordReset, hash: 1, expiresAt: now), userID: ada.id, at: 0)
            let before = try users.user(id: ada.id)

            #expect(try users.resetPassword(tokenHash: tokenHash(1), to: "$argon2id$new", at: now) == nil)
            #expect(try users.user(id: ada.id) == before)
            #expect(try sessions.signedInSession(idHash: "ada")?.record != nil)
        }
    }

    @Test(arguments: StoreKind.available) func anotherAddressIsUnconfirmedAndVoidsTheOldAddresssLinks(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            let tokens = store.tokens
            let ada = try users.create(.sample(email: "ada@example.com"), confirmation: .sample(.emailConfirmation, hash: 1))
            _ = try users.confirmEmail(tokenHash: tokenHash(1), at: now, keepingSession: nil)
            try tokens.issue(.sample(.magicLink, hash: 2), userID: ada.id, at: now)

            #expect(try users.updateEmail(id: ada.id, to: "ADA@example.com"))
            #expect(try users.user(id: ada.id)?.emailConfirmedAt == now)
            #expect(try tokens.token(hash: tokenHash(2), purpose: .magicLink, at: now) != nil)

            #expect(try users.updateEmail(id: ada.id, to: "countess@example.com"))
            #expect(try users.user(id: ada.id)?.emailConfirmedAt == nil)
            #expect(try tokens.token(hash: tokenHash(2), purpose: .magicLink, at: now) == nil)
            #expect(try users.updateEmail(id: ada.id + 1, to: "nobody@example.com") == false)
        }
    }
}
