/// A secret key that cannot be used: a configuration problem, reported when the key is loaded.
public struct KeyError: Error, Equatable, CustomStringConvertible {
    public enum Code: Sendable, Equatable {
        /// The key does not have the length the primitive requires.
        case wrongLength
    }

    public let code: Code
    /// The number of bytes the primitive requires.
    public let expectedByteCount: Int
    /// The number of bytes given.
    public let actualByteCount: Int

    public init(_ code: Code, expectedByteCount: Int, actualByteCount: Int) {
        self.code = code
        self.expectedByteCount = expectedByteCount
        self.actualByteCount = actualByteCount
    }

    /// Names lengths only: a key's bytes never appear in messages or logs.
    public var description: String {
        switch code {
        case .wrongLength: "A key must be \(expectedByteCount) bytes long, not \(actualByteCount)."
        }
    }
}
