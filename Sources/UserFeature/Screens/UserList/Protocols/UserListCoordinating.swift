/// Where the members list's presenter may send the flow.
protocol UserListCoordinating: AnyObject {
    /// The address asks for a page the list does not have (404).
    func pageNotFound()
}
