import Domain
import ScreenKit

/// Where a member says they are: optional, one line of at most 100 characters as people count
/// them and 400 bytes, no control or hidden characters (``TextRules``). Kept as typed, without
/// trailing whitespace.
struct LocationValidatorUseCase: Sendable {
    static let maximumLength = 100
    static let maximumBytes = 400

    /// - Returns: the location to store, or the problem to show next to the field.
    func callAsFunction(_ location: String) -> Result<String, ValidationProblem> {
        let kept = location.droppingTrailingWhitespace()
        if !TextRules.fits(kept, characters: Self.maximumLength, bytes: Self.maximumBytes) {
            return .failure(ValidationProblem(UserText.locationTooLong, .count(Self.maximumLength)))
        }
        if TextRules.hasHiddenCharacters(kept, allowingLineBreaks: false) {
            return .failure(ValidationProblem(UserText.locationHiddenCharacters))
        }
        return .success(kept)
    }
}
