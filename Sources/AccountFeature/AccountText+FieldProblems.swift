import Domain
import ScreenKit

extension AccountText {
    /// The validators answer in English because they are shared with screens not yet in the
    /// catalog; a converted screen words their problems here instead. Each pair names the
    /// problem's key and the number it quotes.
    private static let fieldProblems: [(problem: ValidationProblem, key: AccountText, count: Int?)] = [
        (NameValidatorUseCase.missing, .nameMissing, nil),
        (NameValidatorUseCase.tooLong, .nameTooLong, NameValidatorUseCase.maximumLength),
        (NameValidatorUseCase.hiddenCharacters, .nameHiddenCharacters, nil),
        (EmailValidatorUseCase.missing, .emailMissing, nil),
        (EmailValidatorUseCase.tooLong, .emailTooLong, EmailValidatorUseCase.maximumLength),
        (EmailValidatorUseCase.localPartTooLong, .emailLocalPartTooLong, EmailValidatorUseCase.maximumLocalPartBytes),
        (EmailValidatorUseCase.malformed, .emailMalformed, nil),
        (PasswordPolicyUseCase.missing, .passwordMissing, nil),
        (PasswordPolicyUseCase.tooShort, .passwordTooShort, PasswordPolicyUseCase.minimumLength),
        (PasswordPolicyUseCase.tooLong, .passwordTooLong, PasswordPolicyUseCase.maximumLength),
        (PasswordPolicyUseCase.mismatch, .passwordsDiffer, nil),
    ]

    /// `problem` in `language`; one the catalog does not know keeps its English words rather
    /// than leaving its field without a message.
    static func wording(of problem: ValidationProblem?, in language: Language) -> String? {
        guard let problem else { return nil }
        guard let known = fieldProblems.first(where: { $0.problem == problem }) else { return problem.message }
        if let count = known.count { return known.key.text(in: language, .count(count)) }
        return known.key.text(in: language)
    }
}
