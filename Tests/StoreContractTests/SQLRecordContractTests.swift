import Domain
import DomainTesting
import Localization
import Repositories
import Testing

/// A record reads its row by its columns' names, in both stores' rows alike.
struct SQLRecordContractTests {
    /// Two columns of the users table, read in the other order from the `SELECT` list's.
    struct NameAndID: SQLRecord, Equatable {
        static let columns = SQLRecordColumns(of: NameAndID.self)
        let name: String
        let id: Int

        init(name: String, id: Int) {
            self.name = name
            self.id = id
        }

        init(row: some StoredRow) throws {
            name = try row.text("name")
            id = try row.integer("id")
        }
    }

    /// A record asking for a column its statement does not yield.
    struct WithBirthday: SQLRecord {
        static let columns = SQLRecordColumns(of: WithBirthday.self)
        let id: Int
        let birthday: Int

        init(row: some StoredRow) throws {
            id = try row.integer("id")
            birthday = try row.integer("birthday")
        }
    }

    @Test func aMembersColumnsAreTheOnesItsRecordReadsInOrder() {
        #expect(User.columns.list == """
            id, name, email, bio, location, password_hash, created_at, avatar_tag, email_confirmed_at, last_signed_in_at, language
            """)
    }

    @Test(arguments: StoreKind.available) func aRecordReadsEachColumnByNameWhateverItsPlace(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.users.create(.sample())
            let read = try store.database.read { try $0.first("SELECT id, name FROM users WHERE id = ?", ada.id, columns: NameAndID.Column.self, decode: NameAndID.init) }
            #expect(read == NameAndID(name: "Ada Lovelace", id: ada.id))
            #expect(try store.users.user(id: ada.id) == ada)
        }
    }

    @Test(arguments: StoreKind.available) func aColumnTheStatementLacksIsNamedInTheError(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.users.create(.sample())
            let error = #expect(throws: SQLColumnError.self) {
                try store.database.read { try $0.first("SELECT id FROM users WHERE id = ?", ada.id, columns: WithBirthday.Column.self, decode: WithBirthday.init) }
            }
            #expect(error?.column == "birthday")
        }
    }

    /// A language written by a newer release, which this one does not speak, leaves the choice
    /// to the browser rather than failing the member's every page.
    @Test(arguments: StoreKind.available) func aLanguageTagThisReleaseDoesNotKnowReadsAsNone(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.users.create(.sample())
            _ = try store.users.updateLanguage(id: ada.id, to: .brazilianPortuguese)
            #expect(try store.users.user(id: ada.id)?.language == .brazilianPortuguese)
            try store.execute("UPDATE users SET language = 'tlh' WHERE id = \(ada.id)")
            #expect(try store.users.user(id: ada.id)?.language == nil)
        }
    }
}
