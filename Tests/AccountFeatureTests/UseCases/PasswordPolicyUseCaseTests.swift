import Domain
@testable import AccountFeature
import Testing

@Suite("Password policy")
struct PasswordPolicyUseCaseTests {
    let check = PasswordPolicyUseCase()

    @Test(arguments: [8, 9, 64, 128])
    func aPasswordOf8To128CharactersIsAccepted(length: Int) {
        let password = String(repeating: "p", count: length)
        #expect(check(password: password, confirmation: password).isEmpty)
    }

    @Test(arguments: [
        (0, "Enter a password."),
        (1, "Use at least 8 characters."),
        (7, "Use at least 8 characters."),
        (129, "Use at most 128 characters."),
        (1000, "Use at most 128 characters."),
    ])
    func aPasswordOfAnyOtherLengthIsRefused(length: Int, message: String) {
        let password = String(repeating: "p", count: length)
        let problems = check(password: password, confirmation: password)
        #expect(problems.password == ValidationProblem(message))
        #expect(problems.confirmation == nil)
    }

    @Test func charactersAreCountedAsPeopleSeeThem() {
        // Eight family emoji are 8 characters, though many more scalars and bytes.
        let emoji = String(repeating: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", count: 8)
        #expect(check(password: emoji, confirmation: emoji).isEmpty)
        let sevenAccented = String(repeating: "e\u{301}", count: 7)
        #expect(check(password: sevenAccented, confirmation: sevenAccented).password == PasswordPolicyUseCase.tooShort)
    }

    @Test func aDifferentConfirmationIsReportedOnTheConfirmation() {
        let problems = check(password: "correct horse", confirmation: "correct horse ")
        #expect(problems.password == nil)
        #expect(problems.confirmation == ValidationProblem("The passwords do not match."))
    }

    @Test func aShortPasswordAndAMismatchAreBothReported() {
        let problems = check(password: "short", confirmation: "")
        #expect(problems.password == PasswordPolicyUseCase.tooShort)
        #expect(problems.confirmation == PasswordPolicyUseCase.mismatch)
    }
}
