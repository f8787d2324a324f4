/// Why the server could not start; its description is a one-line message for the operator.
public struct HTTPServerError: Error, Equatable, CustomStringConvertible {
    public enum Code: Sendable, Equatable {
        case invalidConfiguration
        case addressNotResolved
        case addressInUse
        case permissionDenied
        case socketFailed
        case daemonFailed
        case workThreadsFailed
    }

    public let code: Code
    public let message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
