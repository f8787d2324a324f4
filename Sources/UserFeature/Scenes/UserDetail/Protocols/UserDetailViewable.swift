import ScreenKit

/// What the member page's presenter may tell its page.
protocol UserDetailViewable: Viewable {
    func show(_ model: UserDetailViewModel)
}
