import Domain
import ScreenKit

/// A member's bio: optional, at most 1000 characters as people count them (a flag or an
/// accented letter is one) and 8000 bytes (a thousand flags); line breaks and tabs but no other control or hidden
/// characters (``TextRules``). Kept as typed, without trailing whitespace.
struct BioValidatorUseCase: Sendable {
    static let maximumLength = 1000
    static let maximumBytes = 8000

    /// - Returns: the bio to store, or the problem to show next to the field.
    func callAsFunction(_ bio: String) -> Result<String, ValidationProblem> {
        let kept = bio.droppingTrailingWhitespace()
        if !TextRules.fits(kept, characters: Self.maximumLength, bytes: Self.maximumBytes) {
            return .failure(ValidationProblem(UserText.bioTooLong, .count(Self.maximumLength)))
        }
        if TextRules.hasHiddenCharacters(kept, allowingLineBreaks: true) {
            return .failure(ValidationProblem(UserText.bioHiddenCharacters))
        }
        return .success(kept)
    }
}

extension String {
    /// The string without whitespace and newlines at its end; its start is left as typed.
    func droppingTrailingWhitespace() -> String {
        guard let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[...last])
    }
}
