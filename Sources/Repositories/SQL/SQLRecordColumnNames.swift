import Domain

/// Lists a record's columns in the order its `init(row:)` reads them, by running it once on a
/// row that answers every column with an empty value and writes the name down.
enum SQLRecordColumnNames {
    static func of<Record: StoredRecord>(_: Record.Type) -> [StaticString] {
        let recorder = Recorder()
        _ = try? Record(row: recorder)
        return recorder.names
    }

    private final class Recorder: StoredRow {
        var names: [StaticString] = []

        private func record(_ column: StaticString) {
            names.append(column)
        }

        func integer(_ column: StaticString) throws -> Int { record(column); return 0 }
        func optionalInteger(_ column: StaticString) throws -> Int? { record(column); return nil }
        func text(_ column: StaticString) throws -> String { record(column); return "" }
        func optionalText(_ column: StaticString) throws -> String? { record(column); return nil }
        func boolean(_ column: StaticString) throws -> Bool { record(column); return false }
        func bytes(_ column: StaticString) throws -> [UInt8] { record(column); return [] }
    }
}
