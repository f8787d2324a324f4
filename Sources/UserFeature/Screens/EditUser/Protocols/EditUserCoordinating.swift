/// Where the profile form's presenter may send the flow.
protocol EditUserCoordinating: AnyObject {
    /// The profile was saved: back to the member's page, with a confirmation.
    func didSaveProfile(id: Int)
    /// The viewer asked for someone else's profile (403).
    func editingForbidden()
    /// No member has the id in the address (404).
    func memberNotFound()
}
