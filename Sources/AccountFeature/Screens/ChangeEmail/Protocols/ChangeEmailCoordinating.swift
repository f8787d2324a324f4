/// Where the e-mail form's presenter may send the flow.
protocol ChangeEmailCoordinating: AnyObject {
    /// A link went to the new address `email`: back to the settings, saying where to look.
    func didRequestChange(to email: String)
}
