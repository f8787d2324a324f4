import Domain
import ScreenKit

/// A new password: 8–128 characters (as people count them, so an emoji is one) and at most
/// 512 bytes, typed the same twice. It is taken as typed: spaces at either end are part of it.
struct PasswordPolicyUseCase: Sendable {
    static let minimumLength = 8
    static let maximumLength = 128
    static let maximumBytes = 512

    static let missing = ValidationProblem(AccountText.passwordMissing)
    static let tooShort = ValidationProblem(AccountText.passwordTooShort, .count(minimumLength))
    static let tooLong = ValidationProblem(AccountText.passwordTooLong, .count(maximumLength))
    static let mismatch = ValidationProblem(AccountText.passwordsDiffer)

    func callAsFunction(password: String, confirmation: String) -> PasswordProblems {
        var problems = PasswordProblems()
        let length = password.count
        if length == 0 {
            problems.password = Self.missing
        } else if length < Self.minimumLength {
            problems.password = Self.tooShort
        } else if !TextRules.fits(password, characters: Self.maximumLength, bytes: Self.maximumBytes) {
            problems.password = Self.tooLong
        }
        if password != confirmation {
            problems.confirmation = Self.mismatch
        }
        return problems
    }
}

/// What is wrong with a new password and its confirmation, each shown next to its own field.
struct PasswordProblems: Equatable, Sendable {
    var password: ValidationProblem?
    var confirmation: ValidationProblem?

    var isEmpty: Bool { password == nil && confirmation == nil }
}
