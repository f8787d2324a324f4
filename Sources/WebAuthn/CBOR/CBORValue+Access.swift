/// Typed reads of a decoded item, each `nil` when the item is of another kind, so that a
/// caller checking a structure writes one `guard` per field instead of a `switch`.
extension CBORValue {
    /// The integer, when it is one and fits in `Int64` (the COSE labels and algorithms do).
    public var integer: Int64? {
        switch self {
        case .unsigned(let value):
            return value <= UInt64(Int64.max) ? Int64(value) : nil
        case .negative(let value):
            // −1 − n stays at or above Int64.min exactly when n ≤ Int64.max.
            return value <= UInt64(Int64.max) ? -1 - Int64(value) : nil
        default:
            return nil
        }
    }

    public var bytes: [UInt8]? {
        if case .bytes(let value) = self { value } else { nil }
    }

    public var text: String? {
        if case .text(let value) = self { value } else { nil }
    }

    public var array: [CBORValue]? {
        if case .array(let value) = self { value } else { nil }
    }

    public var map: CBORMap? {
        if case .map(let value) = self { value } else { nil }
    }

    public var bool: Bool? {
        if case .bool(let value) = self { value } else { nil }
    }
}
