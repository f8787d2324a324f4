import ScreenKit

/// What the home presenter may tell its page.
protocol HomeViewable: Viewable {
    /// The sections that had something for the viewer, in order.
    func show(_ sections: [LoadedSection])
}
