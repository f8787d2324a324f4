/// Where the password form's presenter may send the flow.
protocol ChangePasswordCoordinating: AnyObject {
    /// The password was changed: end the member's other sessions, give this one a new id,
    /// and go back to the settings.
    func didChangePassword() throws
}
