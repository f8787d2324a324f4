/// A statement that should have given a row gave none: the store misbehaving, not an input.
public enum SQLStoreError: Error, Equatable, CustomStringConvertible {
    case noRowReturned(String)

    public var description: String {
        switch self {
        case .noRowReturned(let table): "an insert into \(table) returned no row"
        }
    }
}
