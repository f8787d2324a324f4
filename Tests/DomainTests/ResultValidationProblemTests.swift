import Domain
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
