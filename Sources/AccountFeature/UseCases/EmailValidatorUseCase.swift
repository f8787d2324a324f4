import Domain
import ScreenKit

/// An email address as people type them: trimmed, one `@`, a local part of at most 64 bytes,
/// a domain of at least two dot-separated labels of letters (any script), digits and inner
/// hyphens; no spaces, control or hidden characters; at most 254 characters and bytes in all.
/// The address comes back in Unicode Normalization Form C (``EmailKey``).
///
/// Deliverability is not checked: that needs a message, not a pattern.
struct EmailValidatorUseCase: Sendable {
    static let maximumLength = 254
    static let maximumLocalPartBytes = 64

    static let missing = ValidationProblem(AccountText.emailMissing)
    static let tooLong = ValidationProblem(AccountText.emailTooLong, .count(maximumLength))
    static let localPartTooLong = ValidationProblem(AccountText.emailLocalPartTooLong, .count(maximumLocalPartBytes))
    static let malformed = ValidationProblem(AccountText.emailMalformed)

    /// - Returns: the trimmed address, or the problem to show next to the field.
    func callAsFunction(_ email: String) -> Result<String, ValidationProblem> {
        let trimmed = EmailKey.normalized(email.trimmingWhitespace())
        if trimmed.isEmpty { return .failure(Self.missing) }
        if !Self.fitsTheField(normalized: trimmed) { return .failure(Self.tooLong) }
        if TextRules.hasHiddenCharacters(trimmed) { return .failure(Self.malformed) }
        let parts = trimmed.split(separator: "@", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return .failure(Self.malformed) }
        let localPart = parts[0]
        let domain = parts[1]
        guard !localPart.isEmpty, localPart.allSatisfy(Self.isLocalPartCharacter) else { return .failure(Self.malformed) }
        guard localPart.utf8.count <= Self.maximumLocalPartBytes else { return .failure(Self.localPartTooLong) }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy(Self.isDomainLabel) else { return .failure(Self.malformed) }
        return .success(trimmed)
    }

    /// Whether `email` is within the field's length, measured as the field keeps it (trimmed,
    /// in NFC): a longer one is no member's address, whatever else it holds.
    static func fitsTheField(_ email: String) -> Bool {
        fitsTheField(normalized: EmailKey.normalized(email.trimmingWhitespace()))
    }

    private static func fitsTheField(normalized: String) -> Bool {
        TextRules.fits(normalized, characters: maximumLength, bytes: maximumLength)
    }

    private static func isLocalPartCharacter(_ character: Character) -> Bool {
        !character.isWhitespace && character.unicodeScalars.allSatisfy { $0.properties.generalCategory != .control }
    }

    private static func isDomainLabel(_ label: Substring) -> Bool {
        guard let first = label.first, let last = label.last, first != "-", last != "-" else { return false }
        return label.allSatisfy { $0.isLetter || ($0.isASCII && $0.isNumber) || $0 == "-" }
    }
}
