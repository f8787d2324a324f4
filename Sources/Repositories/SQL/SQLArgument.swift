/// A value a statement's `?` takes: integers, text, booleans, blobs, and NULL for `nil`.
public protocol SQLArgument {
    var sqlValue: SQLValue { get }
}

/// An argument as a store binds it.
public enum SQLValue {
    case integer(Int)
    case text(String)
    case boolean(Bool)
    case bytes([UInt8])
    case null
}

extension Int: SQLArgument {
    @inlinable public var sqlValue: SQLValue { .integer(self) }
}

extension String: SQLArgument {
    @inlinable public var sqlValue: SQLValue { .text(self) }
}

extension Bool: SQLArgument {
    @inlinable public var sqlValue: SQLValue { .boolean(self) }
}

/// A blob (`bytea`).
extension Array: SQLArgument where Element == UInt8 {
    @inlinable public var sqlValue: SQLValue { .bytes(self) }
}

extension Optional: SQLArgument where Wrapped: SQLArgument {
    @inlinable public var sqlValue: SQLValue {
        switch self {
        case .some(let value): value.sqlValue
        case .none: .null
        }
    }
}
