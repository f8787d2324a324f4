public import ScreenKit

/// Records what a presenter told its view, for presenter tests without a page or a server.
///
/// ```swift
/// let view = ViewSpy<LoginViewModel>()
/// try LoginPresenter(view: view, coordinator: coordinator, dependencies: fixture.dependencies)
///     .signIn(email: "ada@example.com", password: "wrong", next: nil, clientAddress: "192.0.2.1")
/// #expect(view.problems.map(\.error) == ["The email or password is incorrect."])
/// ```
public final class ViewSpy<Model>: Viewable {
    /// Every model passed to ``show(_:)``, in order.
    public private(set) var shown: [Model] = []
    /// Every model passed to ``showProblems(_:)``, in order.
    public private(set) var problems: [Model] = []
    /// Every model passed to ``showThrottled(_:retryAfterSeconds:)``, with its wait, in order.
    public private(set) var throttled: [(model: Model, retryAfterSeconds: Int)] = []

    public init() {}

    /// The model the view shows now: the last one it was given, however.
    public private(set) var last: Model?

    /// Whether the presenter told the view anything at all.
    public var showedAnything: Bool { last != nil }

    public func show(_ model: Model) {
        shown.append(model)
        last = model
    }

    public func showProblems(_ model: Model) {
        problems.append(model)
        last = model
    }

    public func showThrottled(_ model: Model, retryAfterSeconds: Int) {
        throttled.append((model, retryAfterSeconds))
        last = model
    }
}
