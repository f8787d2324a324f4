/// A value a statement's `$n` parameter takes.
protocol PostgresArgument {
    func append(to parameters: inout PostgresParameters)
}

extension Int: PostgresArgument {
    @inline(__always)
    func append(to parameters: inout PostgresParameters) {
        parameters.appendInteger(self)
    }
}

extension String: PostgresArgument {
    @inline(__always)
    func append(to parameters: inout PostgresParameters) {
        parameters.appendText(self)
    }
}

extension Bool: PostgresArgument {
    @inline(__always)
    func append(to parameters: inout PostgresParameters) {
        parameters.appendText(self ? "t" : "f")
    }
}

/// A `bytea`.
extension Array: PostgresArgument where Element == UInt8 {
    @inline(__always)
    func append(to parameters: inout PostgresParameters) {
        parameters.appendBinary(self)
    }
}

/// NULL when absent.
extension Optional: PostgresArgument where Wrapped: PostgresArgument {
    @inline(__always)
    func append(to parameters: inout PostgresParameters) {
        switch self {
        case .some(let value): value.append(to: &parameters)
        case .none: parameters.appendNull()
        }
    }
}
