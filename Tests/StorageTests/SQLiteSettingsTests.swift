import Domain
import DomainTesting
import ScreenKitTesting
@testable import Storage
import Repositories
import Testing

struct SQLiteSettingsTests {
    @Test func secretKeyIsMadeOnceThenStableAcrossReopen() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let made: [UInt8] = [0x00, 0x01, 0xAB, 0xFF, 0x7F, 0x10]

        let first = try AppDatabase(path: folder.databasePath)
        var makeCalls = 0
        let created = try SQLSettings(database: first).secretKey(byteCount: made.count, orCreate: {
            makeCalls += 1
            return made
        })
        #expect(created == made)
        let again = try SQLSettings(database: first).secretKey(byteCount: made.count, orCreate: {
            makeCalls += 1
            return [0x42]
        })
        #expect(again == made)
        try first.close()

        let reopened = try AppDatabase(path: folder.databasePath)
        defer { try? reopened.close() }
        let afterReopen = try SQLSettings(database: reopened).secretKey(byteCount: made.count, orCreate: {
            makeCalls += 1
            return [0x42]
        })
        #expect(afterReopen == made)
        #expect(makeCalls == 1)
    }

    @Test func twoDatabasesOnOneFileAgreeOnTheKey() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let one = try AppDatabase(path: folder.databasePath)
        defer { try? one.close() }
        let other = try AppDatabase(path: folder.databasePath)
        defer { try? other.close() }

        let first = try SQLSettings(database: one).secretKey(byteCount: 3, orCreate: { [1, 2, 3] })
        let second = try SQLSettings(database: other).secretKey(byteCount: 3, orCreate: { [4, 5, 6] })
        #expect(first == [1, 2, 3])
        #expect(second == first)
    }

    @Test func malformedStoredKeyIsReportedNotReplaced() throws {
        try withDatabase { database throws in
            try database.execute(sql: "INSERT INTO settings (name, value) VALUES ('secret_key', 'not hex')")
            #expect(throws: SettingsError(.malformedValue, name: "secret_key")) {
                try SQLSettings(database: database).secretKey(byteCount: 3, orCreate: { [1, 2, 3] })
            }
        }
    }

    @Test(arguments: ["0102", "0102030405"])
    func aStoredKeyOfTheWrongLengthIsReportedNotUsed(stored: String) throws {
        try withDatabase { database throws in
            try database.execute(sql: "INSERT INTO settings (name, value) VALUES ('secret_key', '\(stored)')")
            #expect(throws: SettingsError(.wrongLength, name: "secret_key")) {
                try SQLSettings(database: database).secretKey(byteCount: 3, orCreate: { [1, 2, 3] })
            }
        }
    }
}
