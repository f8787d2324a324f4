import Domain
import ScreenKit
@testable import Storage
import Testing

/// The member changes mailed links make: each redeems its token in the change's transaction.
struct SQLiteUserRepositoryMailedLinksTests {
    let now = 1_700_000_000

    @Test func aNewMemberIsStoredWithTheirConfirmationLinkAndItsMail() throws {
        try withDatabase { database throws in
            let users = SQLiteUserRepository(database: database)
            let link = MailedToken.sample(.emailConfirmation, hash: 1)
            let ada = try users.create(.sample(createdAt: now), confirmation: link)

            #expect(try users.user(id: ada.id) == ada)
            #expect(ada.emailConfirmedAt == nil)
            let token = try SQLiteEmailTokens(database: database).token(hash: tokenHash(1), purpose: .emailConfirmation, at: now)
            #expect(token?.userID == ada.id && token?.createdAt == now)
            #expect(try SQLiteOutbox(database: database).recent(limit: 10).map(\.mail) == [link.mail])
        }
    }

    @Test func aTakenAddressStoresNoMemberNoLinkAndNoMail() throws {
        try withDatabase { database throws in
            let users = SQLiteUserRepository(database: database)
            _ = try users.create(.sample(email: "ada@example.com"))

            #expect(throws: UserRepositoryError.emailTaken) {
                try users.create(.sample(name: "Other Ada", email: "ADA@example.com"), confirmation: .sample(.emailConfirmation, hash: 1))
            }

            #expect(try users.count() == 1)
            #expect(try SQLiteEmailTokens(database: database).token(hash: tokenHash(1), purpose: .emailConfirmation, at: now) == nil)
            #expect(try SQLiteOutbox(database: database).recent(limit: 10).isEmpty)
        }
    }

    @Test func theConfirmationLinkConfirmsTheAddressOnce() throws {
        try withDatabase { database throws in
            let users = SQLiteUserRepository(database: database)
            let ada = try users.create(.sample(email: "Ada@Example.com"), confirmation: .sample(.emailConfirmation, hash: 1, email: "ada@example.COM"))

            let confirmed = try #require(try users.confirmEmail(tokenHash: tokenHash(1), at: now))

            #expect(confirmed.id == ada.id && confirmed.email == "Ada@Example.com" && confirmed.emailConfirmedAt == now)
            #expect(try users.user(id: ada.id)?.emailConfirmedAt == now)
            #expect(try users.user(email: "ada@example.com")?.isEmailConfirmed == true)
            #expect(try users.list(offset: 0, limit: 1).first?.emailConfirmedAt == now)
            #expect(try users.confirmEmail(tokenHash: tokenHash(1), at: now + 1) == nil)
            #expect(try users.user(id: ada.id)?.emailConfirmedAt == now)
        }
    }

    @Test func aLinkForAnotherAddressConfirmsNothing() throws {
        try withDatabase { database throws in
            let users = SQLiteUserRepository(database: database)
            let ada = try users.create(.sample(email: "ada@example.com"))
            try SQLiteEmailTokens(database: database)
                .issue(.sample(.emailConfirmation, hash: 1, email: "old@example.com"), userID: ada.id, at: now)

            #expect(try users.confirmEmail(tokenHash: tokenHash(1), at: now) == nil)
            #expect(try users.user(id: ada.id)?.emailConfirmedAt == nil)
        }
    }

    @Test func anExpiredOrUnknownConfirmationLinkConfirmsNothing() throws {
        try withDatabase { database throws in
            let users = SQLiteUserRepository(database: database)
            let ada = try users.create(.sample(), confirmation: .sample(.emailConfirmation, hash: 1, expiresAt: now))

            #expect(try users.confirmEmail(tokenHash: tokenHash(2), at: now - 1) == nil)
            #expect(try users.confirmEmail(tokenHash: tokenHash(1), at: now) == nil)
            #expect(try users.user(id: ada.id)?.emailConfirmedAt == nil)
        }
    }

    @Test func theChangeLinkMovesTheAddressAndNoticesTheOldOne() throws {
        try withDatabase { database throws in
            let users = SQLiteUserRepository(database: database)
            let tokens = SQLiteEmailTokens(database: database)
            let ada = try users.create(.sample(email: "ada@example.com"))
            try tokens.issue(.sample(.passwordReset, hash: 1), userID: ada.id, at: now)
            try tokens.issue(.sample(.emailChange, hash: 2, email: "countess@example.com"), userID: ada.id, at: now)

            let changed = try #require(try users.changeEmail(tokenHash: tokenHash(2), at: now + 5) { old in
                OutgoingMail(to: old.email, toName: old.name, subject: "Was confirmed: \(old.isEmailConfirmed)", text: "t", html: "h")
            })

            #expect(changed.id == ada.id && changed.email == "countess@example.com" && changed.emailConfirmedAt == now + 5)
            #expect(try users.user(id: ada.id) == changed)
            #expect(try users.user(email: "ada@example.com") == nil)
            let notice = try #require(try SQLiteOutbox(database: database).recent(limit: 1).first)
            #expect(notice.mail.to == "ada@example.com" && notice.mail.toName == ada.name && notice.createdAt == now + 5)
            #expect(notice.mail.subject == "Was confirmed: false")
            // The reset link went to the old address, which is no longer the member's.
            #expect(try tokens.token(hash: tokenHash(1), purpose: .passwordReset, at: now) == nil)
            #expect(try users.changeEmail(tokenHash: tokenHash(2), at: now + 6) { _ in .sample() } == nil)
            #expect(try SQLiteOutbox(database: database).recent(limit: 10).count == 3)
        }
    }

    @Test func aChangeToAnAddressTakenSinceChangesNothingAndKeepsTheLink() throws {
        try withDatabase { database throws in
            let users = SQLiteUserRepository(database: database)
            let tokens = SQLiteEmailTokens(database: database)
            let outbox = SQLiteOutbox(database: database)
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

    @Test func theResetLinkSetsThePasswordAndEndsEverySessionAndLink() throws {
        try withDatabase { database throws in
            let users = SQLiteUserRepository(database: database)
            let tokens = SQLiteEmailTokens(database: database)
            let sessions = SQLiteSessionStore(database: database)
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

            #expect(reset.id == ada.id && reset.passwordHash == "$argon2id$new")
            #expect(try users.user(id: ada.id)?.passwordHash == "$argon2id$new")
            #expect(try sessions.sessions(userID: ada.id).isEmpty)
            #expect(try sessions.session(idHash: "grace") != nil)
            #expect(try tokens.token(hash: tokenHash(2), purpose: .magicLink, at: now) == nil)
            #expect(try tokens.token(hash: tokenHash(3), purpose: .emailConfirmation, at: now) != nil)
            #expect(try tokens.token(hash: tokenHash(4), purpose: .passwordReset, at: now) != nil)
            #expect(try users.resetPassword(tokenHash: tokenHash(1), to: "$argon2id$again", at: now + 2) == nil)
            #expect(try users.user(id: ada.id)?.passwordHash == "$argon2id$new")
        }
    }

    @Test func anExpiredResetLinkChangesNothing() throws {
        try withDatabase { database throws in
            let users = SQLiteUserRepository(database: database)
            let sessions = SQLiteSessionStore(database: database)
            let ada = try users.create(.sample())
            try sessions.insert(SessionRecord(idHash: "ada", userID: ada.id, csrfSecret: "c", createdAt: now, lastSeenAt: now))
            try SQLiteEmailTokens(database: database).issue(.sample(.passwordReset, hash: 1, expiresAt: now), userID: ada.id, at: 0)

            #expect(try users.resetPassword(tokenHash: tokenHash(1), to: "$argon2id$new", at: now) == nil)
            #expect(try users.user(id: ada.id) == ada)
            #expect(try sessions.session(idHash: "ada") != nil)
        }
    }

    @Test func anotherAddressIsUnconfirmedAndVoidsTheOldAddresssLinks() throws {
        try withDatabase { database throws in
            let users = SQLiteUserRepository(database: database)
            let tokens = SQLiteEmailTokens(database: database)
            let ada = try users.create(.sample(email: "ada@example.com"), confirmation: .sample(.emailConfirmation, hash: 1))
            _ = try users.confirmEmail(tokenHash: tokenHash(1), at: now)
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
