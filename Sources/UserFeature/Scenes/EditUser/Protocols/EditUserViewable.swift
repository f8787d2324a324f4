import ScreenKit

/// What the profile form's presenter may tell its page.
protocol EditUserViewable: Viewable {
    /// The form, filled with the stored profile.
    func show(_ model: EditUserViewModel)
    /// The form again with a message next to every field that was refused (422).
    func showFieldErrors(_ model: EditUserViewModel)
}
