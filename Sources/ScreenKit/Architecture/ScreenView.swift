public import ViewCode

/// A screen's view: view code that is a pure function of the model its presenter showed, and
/// the screen's name for the `<title>`. The kit renders it inside the page shell for browsers,
/// alone for `htmx` and Turbo requests, and sends its model as JSON to JSON clients.
///
/// ```swift
/// struct UserDetailView: ScreenView {
///     let model: UserDetailViewModel
///     var title: String { model.name }
///     var body: some HTML {
///         H1(model.name)
///         P(model.bio)
///     }
/// }
/// ```
public protocol ScreenView: HTMLComponent {
    /// What the presenter shows; also the screen's JSON.
    associatedtype Model: Encodable

    init(model: Model)

    /// The screen's name, shown in the `<title>`.
    var title: String { get }

    /// Renders the view of `page`'s model, if it was shown one. The kit calls this; the
    /// default is right for every view.
    ///
    /// A requirement rather than code in ``Page`` so that it is compiled for each concrete view
    /// in the view's own module: rendering then runs specialized, with no generic metadata
    /// looked up at run time.
    static func renderPage(_ page: Page<Self>, into buffer: inout HTMLBuffer)

    /// The title of the view of `page`'s model; "" before it was shown one. The kit calls
    /// this; the default is right for every view.
    static func pageTitle(_ page: Page<Self>) -> String

    /// Keeps `model`, shown as `presentation`, in `page`. The kit calls this; the default is
    /// right for every view.
    static func store(_ model: Model, as presentation: Presentation, in page: Page<Self>)
}

extension ScreenView {
    @inlinable
    public static func renderPage(_ page: Page<Self>, into buffer: inout HTMLBuffer) {
        guard let model = page.model else { return }
        Self(model: model).render(into: &buffer)
    }

    @inlinable
    public static func pageTitle(_ page: Page<Self>) -> String {
        guard let model = page.model else { return "" }
        return Self(model: model).title
    }

    @inlinable
    public static func store(_ model: Model, as presentation: Presentation, in page: Page<Self>) {
        page.storedModel = model
        page.storedPresentation = presentation
        page.hasModel = true
    }
}

extension ScreenView where Model: Equatable {
    /// A view whose model is `Equatable` (every generated one) is rendered once per model on
    /// each thread and copied while the model stays equal (``RememberedContent``).
    @inlinable
    public static func renderPage(_ page: Page<Self>, into buffer: inout HTMLBuffer) {
        guard let model = page.model else { return }
        RememberedContent.render(model, as: Self.self, into: &buffer)
    }
}
