/// Why a field's value was refused, in words shown next to the field.
public struct ValidationProblem: Error, Equatable, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }
}

extension Result where Failure == ValidationProblem {
    /// The valid value, or `nil` after writing the problem's message to `problem`: a form's
    /// presenter checks every field this way, so all bad fields are reported at once.
    public func value(reportingTo problem: inout String?) -> Success? {
        switch self {
        case .success(let value):
            return value
        case .failure(let refusal):
            problem = refusal.message
            return nil
        }
    }
}
