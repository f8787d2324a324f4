import ScreenKit

/// The address a form posts to, opened as a page: what the address bar shows after a refused
/// passkey, reloaded. It leads back to the form rather than to a 405.
struct BackToFormCoordinator<Viewer: Sendable>: Coordinator {
    typealias View = StatusView

    enum Destination {
        case form
    }

    let form: Path<Void>

    func start(_ request: ScreenRequest<Viewer, Void, NoFields>) throws -> Answer<StatusView.Model, Destination> {
        .go(.form)
    }

    func location(of destination: Destination) -> String {
        form.location
    }
}
