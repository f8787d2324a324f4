/// Where the picture screen's presenter may send the flow.
protocol AvatarCoordinating: AnyObject {
    /// The picture was saved or removed: back to the screen, with `message`.
    func didChangePicture(message: String)
}
