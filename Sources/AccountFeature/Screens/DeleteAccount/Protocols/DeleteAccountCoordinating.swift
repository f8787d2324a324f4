/// Where the delete-account presenter may send the flow.
protocol DeleteAccountCoordinating: AnyObject {
    /// The account is gone: sign this browser out and leave for the home page.
    func didDeleteAccount() throws
}
