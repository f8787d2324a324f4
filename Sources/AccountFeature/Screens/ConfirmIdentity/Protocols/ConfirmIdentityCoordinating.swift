/// Where the password prompt's presenter may send the flow.
protocol ConfirmIdentityCoordinating: AnyObject {
    /// The password was right: open the recent sign-in window and continue to `next`, or to
    /// the settings when there is no safe `next`.
    func didConfirm(next: String?) throws
}
