/// Where the presenter of a confirmation link's page may send the flow.
protocol ConfirmEmailCoordinating: AnyObject {
    /// The address is confirmed (or, for a change, now the member's): on, with `message`.
    func didConfirm(message: String)
}
