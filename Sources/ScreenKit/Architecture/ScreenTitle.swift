import Localization
public import ViewCode

/// A view's title in the page's language, for a view whose heading says what its `<title>`
/// says: `H1 { ScreenTitle(self) }`.
public struct ScreenTitle<View: ScreenView>: HTML {
    let view: View

    public init(_ view: View) {
        self.view = view
    }

    public func render(into buffer: inout HTMLBuffer) {
        Text(view.title(in: buffer.language)).render(into: &buffer)
    }
}
