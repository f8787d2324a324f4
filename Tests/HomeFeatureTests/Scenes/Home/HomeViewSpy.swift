@testable import HomeFeature
import ScreenKit

/// Records what the home presenter told its view.
final class HomeViewSpy: HomeViewable {
    private(set) var shown: [[LoadedSection]] = []

    /// The ids of the sections of each `show`, in order.
    var shownIDs: [[String]] { shown.map { $0.map(\.id) } }

    func show(_ sections: [LoadedSection]) {
        shown.append(sections)
    }
}
