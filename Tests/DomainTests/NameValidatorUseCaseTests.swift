import Domain
import Testing

@Suite struct NameValidatorUseCaseTests {
    let validate = NameValidatorUseCase()

    @Test func trimsSurroundingWhitespace() {
        #expect(validate("  Ada Lovelace \n") == .success("Ada Lovelace"))
    }

    @Test(arguments: ["", "   ", "\n\t"])
    func refusesAnEmptyName(_ name: String) {
        #expect(validate(name) == .failure(ValidationProblem("Enter your name.")))
    }

    @Test func acceptsExactlyTheMaximumAndRefusesOneMore() {
        let longest = String(repeating: "é", count: NameValidatorUseCase.maximumLength)
        #expect(validate(longest) == .success(longest))
        guard case .failure = validate(longest + "x") else {
            Issue.record("a name of 101 characters was accepted")
            return
        }
    }

    @Test func countsCharactersNotBytes() {
        let name = String(repeating: "👩‍💻", count: 100)
        #expect(validate(name) == .success(name))
    }
}
