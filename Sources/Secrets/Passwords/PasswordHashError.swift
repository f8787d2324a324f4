/// Why a password could not be hashed: a configuration or resource problem, never the
/// password itself (any string can be hashed).
public struct PasswordHashError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Code: Sendable, Equatable {
        /// The cost's operations or memory are outside what libsodium accepts.
        case costOutOfRange
        /// libsodium refused, most likely because the memory the cost asks for is not available.
        case hashingFailed
    }

    public let code: Code

    public init(_ code: Code) {
        self.code = code
    }

    public var description: String {
        switch code {
        case .costOutOfRange: "The password hashing cost is outside libsodium's limits."
        case .hashingFailed: "The password could not be hashed (not enough memory for its cost?)."
        }
    }
}
