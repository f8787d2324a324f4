@testable import UserFeature

/// Records where the profile form's presenter sent the flow.
final class EditUserCoordinatorSpy: EditUserCoordinating {
    private(set) var savedIDs: [Int] = []
    private(set) var forbiddenCount = 0
    private(set) var notFoundCount = 0

    var wentNowhere: Bool { savedIDs.isEmpty && forbiddenCount == 0 && notFoundCount == 0 }

    func didSaveProfile(id: Int) {
        savedIDs.append(id)
    }

    func editingForbidden() {
        forbiddenCount += 1
    }

    func memberNotFound() {
        notFoundCount += 1
    }
}
