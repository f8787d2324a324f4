import Localization

/// A member's display name: 1–100 characters (and at most 1200 bytes) once surrounding
/// whitespace is trimmed, with no control, bidirectional or other hidden characters
/// (``TextRules``). Shared by sign-up and profile editing, so both apply the same rule.
public struct NameValidatorUseCase: Sendable {
    public static let maximumLength = 100
    /// Room for a hundred emoji of several code points each (👩‍💻 is 11 bytes), none for one
    /// letter stacked with a thousand combining marks.
    public static let maximumBytes = 1200

    public static let missing = ValidationProblem(ValidationText.nameMissing)
    public static let tooLong = ValidationProblem(ValidationText.nameTooLong, .count(maximumLength))
    public static let hiddenCharacters = ValidationProblem(ValidationText.nameHiddenCharacters)

    public init() {}

    /// - Returns: the trimmed name, or the problem to show next to the field.
    public func callAsFunction(_ name: String) -> Result<String, ValidationProblem> {
        let trimmed = name.trimmingWhitespace()
        if trimmed.isEmpty { return .failure(Self.missing) }
        if !TextRules.fits(trimmed, characters: Self.maximumLength, bytes: Self.maximumBytes) {
            return .failure(Self.tooLong)
        }
        if TextRules.hasHiddenCharacters(trimmed) {
            return .failure(Self.hiddenCharacters)
        }
        return .success(trimmed)
    }
}
