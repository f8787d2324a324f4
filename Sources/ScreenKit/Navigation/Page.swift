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
    // Set through `ScreenView.store(_:as:in:)`, which is compiled in each view's module: the
    // stores run specialized there, where code generic over the view would copy the model
    // through its type looked up at run time.
    @usableFromInline
    var storedModel: View.Model?
    @usableFromInline
    var storedPresentation = Presentation.normal

    /// What the presenter showed last; `nil` while it has shown nothing.
    public var model: View.Model? { storedModel }
    public var presentation: Presentation { storedPresentation }
    /// Whether ``model`` is set, readable without knowing the model's type: code generic over
    /// the view (the kit's) asks this instead of looking the optional model's type up.
    @usableFromInline
    var hasModel = false

    public init() {}

    public func show(_ model: View.Model) {
        View.store(model, as: .normal, in: self)
    }

    public func showProblems(_ model: View.Model) {
        View.store(model, as: .problems, in: self)
    }

    public func showThrottled(_ model: View.Model, retryAfterSeconds: Int) {
        View.store(model, as: .throttled(retryAfterSeconds: max(1, retryAfterSeconds)), in: self)
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
