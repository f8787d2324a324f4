import Domain

/// What is wrong with a new password and its confirmation, each shown next to its own field.
struct PasswordProblems: Equatable, Sendable {
    var password: ValidationProblem?
    var confirmation: ValidationProblem?

    var isEmpty: Bool { password == nil && confirmation == nil }
}
