public import Domain

extension User: SQLRecord {
    public static let columns = SQLRecordColumns(of: User.self)
}
