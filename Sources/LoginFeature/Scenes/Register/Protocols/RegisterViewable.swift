import ScreenKit

/// What the sign-up presenter may tell its page.
protocol RegisterViewable: Viewable {
    /// The form, ready to fill in.
    func show(_ model: RegisterViewModel)
    /// The form again with a message next to every field that was refused (422).
    func showFieldErrors(_ model: RegisterViewModel)
}
