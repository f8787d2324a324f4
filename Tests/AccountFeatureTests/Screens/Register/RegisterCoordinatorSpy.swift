@testable import AccountFeature
import ScreenKit

/// Records where the sign-up presenter sent the flow.
final class RegisterCoordinatorSpy: RegisterCoordinating {
    private(set) var registrations: [(user: SignedInUser, welcome: String)] = []

    func didRegister(_ user: SignedInUser, welcome: String) throws {
        registrations.append((user, welcome))
    }
}
