@testable import AccountFeature

/// Records where the devices screen's presenter sent the flow.
final class DevicesCoordinatorSpy: DevicesCoordinating {
    private(set) var revokeCount = 0
    private(set) var signedOutEverywhereElseCount = 0
    private(set) var notFoundCount = 0

    func didRevokeSession() { revokeCount += 1 }
    func didSignOutEverywhereElse() { signedOutEverywhereElseCount += 1 }
    func sessionNotFound() { notFoundCount += 1 }
}
