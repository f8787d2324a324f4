/// Why a field's value was refused, in words shown next to the field.
public struct ValidationProblem: Error, Equatable, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }
}
