import Domain
import Localization
import Testing

@Suite struct ResultValidationProblemTests {
    @Test func aValidValueLeavesTheProblemAlone() {
        var problem: String? = "earlier"
        let result: Result<String, ValidationProblem> = .success("Ada")
        #expect(result.value(reportingTo: &problem) == "Ada")
        #expect(problem == "earlier")
    }

    @Test func aRefusalReportsItsMessageAndGivesNoValue() {
        var problem: String?
        let result: Result<String, ValidationProblem> = .failure(ValidationProblem("Enter your name."))
        #expect(result.value(reportingTo: &problem) == nil)
        #expect(problem == "Enter your name.")
    }
}

extension ResultValidationProblemTests {
    @Test func aProblemFromTheCatalogIsWordedInThePagesLanguage() {
        var problem: String?
        let result = NameValidatorUseCase()("")
        let (value, tooLong) = Language.$current.withValue(.brazilianPortuguese) {
            (result.value(reportingTo: &problem), NameValidatorUseCase.tooLong.localizedMessage)
        }
        #expect(value == nil)
        #expect(problem == "Informe seu nome.")
        #expect(tooLong == "O nome pode ter no máximo 100 caracteres.")
        #expect(NameValidatorUseCase.tooLong.localizedMessage == "Use at most 100 characters for your name.")
        #expect(NameValidatorUseCase.tooLong.message == "Use at most 100 characters for your name.")
    }

    @Test func theValidatorsCatalogIsCompleteAndTranslated() {
        #expect(ValidationText.messages.problems.isEmpty, "\(ValidationText.messages.problems)")
        #expect(ValidationText.messages.untranslated.isEmpty)
    }
}
