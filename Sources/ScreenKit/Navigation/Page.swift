import ViewCode

/// A screen's page — what a view controller is to an iOS screen: it implements ``Viewable`` for
/// the presenter, keeps what it was told, and hands the kit the view and the status to answer
/// with. One generic class serves every screen; a coordinator makes one per request.
///
/// ```swift
/// let page = Page<LoginView>()
/// LoginPresenter(view: page, coordinator: self, …).load(next: next)
/// return .show(page)
/// ```
public final class Page<View: ScreenView>: Viewable {
    /// What the presenter showed last; `nil` while it has shown nothing.
    public private(set) var model: View.Model? {
        didSet { hasModel = model != nil }
    }
    public private(set) var presentation = Presentation.normal
    /// Whether ``model`` is set, readable without knowing the model's type: code generic over
    /// the view (the kit's) asks this instead of looking the optional model's type up.
    public private(set) var hasModel = false

    public init() {}

    public func show(_ model: View.Model) {
        self.model = model
        presentation = .normal
    }

    public func showProblems(_ model: View.Model) {
        self.model = model
        presentation = .problems
    }

    public func showThrottled(_ model: View.Model, retryAfterSeconds: Int) {
        self.model = model
        presentation = .throttled(retryAfterSeconds: max(1, retryAfterSeconds))
    }
}

/// How a page was last shown, which decides its status.
public enum Presentation: Sendable, Equatable {
    /// 200.
    case normal
    /// 422: the user must correct what they sent.
    case problems
    /// 429 with `Retry-After`.
    case throttled(retryAfterSeconds: Int)
}

/// A page whose model is set, ready for the renderer whatever its view's type.
protocol ShownPage: AnyObject {
    var title: String { get }
    func renderContent(into buffer: inout HTMLBuffer)
    func encodeModel() throws -> [UInt8]
}

extension Page: ShownPage {
    var title: String { View.pageTitle(self) }

    func renderContent(into buffer: inout HTMLBuffer) {
        View.renderPage(self, into: &buffer)
    }

    func encodeModel() throws -> [UInt8] {
        try ScreenJSONEncoder().encode(model)
    }
}
