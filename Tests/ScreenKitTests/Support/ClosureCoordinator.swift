import ScreenKit

/// A coordinator made of a closure, for routes that only exercise the kit.
final class ClosureCoordinator: Coordinating {
    private let body: () throws -> Outcome

    init(_ body: @escaping () throws -> Outcome) {
        self.body = body
    }

    func start() throws -> Outcome {
        try body()
    }
}
