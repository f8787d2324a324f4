import HTTPCore
import ScreenKit

/// A coordinator made of a closure, for routes that only exercise the kit.
final class ClosureCoordinator: Coordinating {
    private let body: () throws -> Void

    init(_ body: @escaping () throws -> Void) {
        self.body = body
    }

    func start() throws {
        try body()
    }
}
