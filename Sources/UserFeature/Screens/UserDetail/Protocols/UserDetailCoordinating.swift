/// Where the member page's presenter may send the flow.
protocol UserDetailCoordinating: AnyObject {
    /// No member has the id in the address (404).
    func memberNotFound()
}
