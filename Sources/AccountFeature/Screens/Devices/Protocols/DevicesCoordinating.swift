/// Where the devices screen's presenter may send the flow.
protocol DevicesCoordinating: AnyObject {
    /// A session was ended: back to the list, with a confirmation.
    func didRevokeSession()
    /// Every other session was ended.
    func didSignOutEverywhereElse()
    /// The form named a session that is not the member's, or is gone (403).
    func sessionNotFound()
}
