import HTTPCore

/// What a scene ended with.
enum NavigatorOutcome {
    /// A screen to render once the scene is done, so that a page shown first and filled in by
    /// its presenter afterwards renders what it was told last.
    case screen(render: () -> RenderedScreen)
    /// A 303 to a local path (post/redirect/get).
    case redirect(location: String)
}

/// A rendered screen: HTML or JSON, with its status.
struct RenderedScreen {
    let status: HTTPStatus
    let contentType: String
    let body: [UInt8]
}
