import ScreenKit

/// What the members list's presenter may tell its page.
protocol UserListViewable: Viewable {
    func show(_ model: UserListViewModel)
}
