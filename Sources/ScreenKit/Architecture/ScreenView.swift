public import Localization
public import ViewCode

/// A screen's view: view code built from the model its presenter answered with, and the
/// screen's name for the `<title>`. The kit renders it inside the page shell for browsers,
/// alone for `htmx` and Turbo requests, and sends its model as JSON to JSON clients.
///
/// ```swift
/// struct UserDetailView: ScreenView {
///     let model: UserDetailViewModel
///     func title(in language: Language) -> String { model.name }
///     var body: some HTML {
///         H1(model.name)
///         P(model.bio)
///     }
/// }
/// ```
public protocol ScreenView: HTMLComponent, SendableMetatype {
    /// What the presenter shows; also the screen's JSON.
    associatedtype Model: Encodable & SendableMetatype

    init(model: Model)

    /// The screen's name in `language` (the page's), shown in the `<title>`.
    func title(in language: Language) -> String

    /// Renders the view of `model`. The kit calls this; the default is right for every view.
    ///
    /// A requirement rather than code in the kit so that a view whose model is `Equatable`
    /// gets the remembering renderer below, chosen once when the view conforms.
    static func render(_ model: Model, into buffer: inout HTMLBuffer)
}

extension ScreenView {
    @inlinable
    public static func render(_ model: Model, into buffer: inout HTMLBuffer) {
        Self(model: model).render(into: &buffer)
    }
}

extension ScreenView where Model: Equatable {
    /// A view whose model is `Equatable` (every generated one) is rendered once per model and
    /// language on each thread and copied while both stay the same (``RememberedContent``).
    @inlinable
    public static func render(_ model: Model, into buffer: inout HTMLBuffer) {
        RememberedContent.render(model, as: Self.self, into: &buffer)
    }
}
