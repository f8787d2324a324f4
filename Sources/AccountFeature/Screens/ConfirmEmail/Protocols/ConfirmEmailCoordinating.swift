/// Where the presenter of a confirmation link's page may send the flow.
protocol ConfirmEmailCoordinating: AnyObject {
    /// The address is confirmed (or, for a change, now the member's, or the change cancelled):
    /// on, with `message`. `passwordRemoved`: the member has no password now and needs a link
    /// to choose one.
    func didConfirm(message: String, passwordRemoved: Bool)
}
