/// A member's display name: 1–100 characters once surrounding whitespace is trimmed.
/// Shared by sign-up and profile editing, so both apply the same rule.
public struct NameValidatorUseCase: Sendable {
    public static let maximumLength = 100

    public init() {}

    /// - Returns: the trimmed name, or the problem to show next to the field.
    public func callAsFunction(_ name: String) -> Result<String, ValidationProblem> {
        let trimmed = name.trimmingWhitespace()
        if trimmed.isEmpty { return .failure(ValidationProblem("Enter your name.")) }
        if trimmed.count > Self.maximumLength {
            return .failure(ValidationProblem("Use at most \(Self.maximumLength) characters for your name."))
        }
        return .success(trimmed)
    }
}
