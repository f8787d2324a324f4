/// Where the e-mail form's presenter may send the flow.
protocol ChangeEmailCoordinating: AnyObject {
    /// The address was changed: back to the settings, with a confirmation.
    func didChangeEmail()
}
