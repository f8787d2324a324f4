/// A name is 1–100 characters once trimmed.
struct NameValidatorUseCase {
    struct Problem: Error, Equatable {
        let message: String
    }

    func callAsFunction(_ name: String) -> Result<String, Problem> {
        let trimmed = String(name.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
        if trimmed.isEmpty { return .failure(Problem(message: "Enter a name.")) }
        if trimmed.count > 100 { return .failure(Problem(message: "Use at most 100 characters.")) }
        return .success(trimmed)
    }
}
