/// A stored setting that cannot be used: the database was edited by hand or damaged.
public struct SettingsError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Code: Sendable, Equatable {
        /// The value is not in the format the setting is stored in.
        case malformedValue
        /// The value decodes, but not to the length the setting must have.
        case wrongLength
    }

    public let code: Code
    /// The setting's name in the `settings` table.
    public let name: String

    public init(_ code: Code, name: String) {
        self.code = code
        self.name = name
    }

    /// Names the setting only: secret values never appear in messages or logs.
    public var description: String {
        switch code {
        case .malformedValue: "The stored setting \"\(name)\" is malformed."
        case .wrongLength: "The stored setting \"\(name)\" has the wrong length."
        }
    }
}
