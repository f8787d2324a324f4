import ScreenKit

/// The app's flow between features: each feature names the destinations it may send a user
/// to, and the app, which alone knows every route, maps them to paths. Features never import
/// each other; they meet here.
struct AppFlow<Destination>: FlowType {
    private let locate: @Sendable (Destination) -> String

    init(_ locate: @escaping @Sendable (Destination) -> String) {
        self.locate = locate
    }

    func location(of destination: Destination) -> String {
        locate(destination)
    }
}
