import Domain
import Localization
import Testing

@Suite struct ResultValidationProblemTests {
    @Test func aValidValueLeavesTheProblemAlone() {
        var problem: String? = "earlier"
        let result: Result<String, ValidationProblem> = .success("Ada")
        #expect(result.value(reportingTo: &problem, in: .english) == "Ada")
        #expect(problem == "earlier")
    }

    @Test func aRefusalReportsItsMessageAndGivesNoValue() {
        var problem: String?
        let result: Result<String, ValidationProblem> = .failure(ValidationProblem("Enter your name."))
        #expect(result.value(reportingTo: &problem, in: .english) == nil)
        #expect(problem == "Enter your name.")
    }
}

extension ResultValidationProblemTests {
    @Test func aProblemFromTheCatalogIsWordedInThePagesLanguage() {
        var problem: String?
        let result = NameValidatorUseCase()("")
        #expect(result.value(reportingTo: &problem, in: .brazilianPortuguese) == nil)
        #expect(problem == "Informe seu nome.")
        #expect(NameValidatorUseCase.tooLong.message(in: .brazilianPortuguese) == "O nome pode ter no máximo 100 caracteres.")
        #expect(NameValidatorUseCase.tooLong.message == "Use at most 100 characters for your name.")
    }

    @Test func theValidatorsCatalogIsCompleteAndTranslated() {
        #expect(ValidationText.messages.problems.isEmpty, "\(ValidationText.messages.problems)")
        #expect(ValidationText.messages.untranslated.isEmpty)
    }
}
