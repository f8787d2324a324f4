import ScreenKit

/// A coordinator made of a closure, for routes that only exercise the kit: it answers with a
/// one-line ``NoteView`` or goes to a local path, whatever the route's viewer, parameters and
/// form are.
struct ClosureCoordinator<Viewer, Parameters, Form>: Coordinator {
    typealias View = NoteView

    private let body: @Sendable (ScreenRequest<Viewer, Parameters, Form>) throws -> Answer<NoteView.Model, String>

    init(_ body: @escaping @Sendable (ScreenRequest<Viewer, Parameters, Form>) throws -> Answer<NoteView.Model, String>) {
        self.body = body
    }

    func start(_ request: ScreenRequest<Viewer, Parameters, Form>) throws -> Answer<NoteView.Model, String> {
        try body(request)
    }

    /// The destination is the path itself.
    func location(of destination: String) -> String {
        destination
    }
}
