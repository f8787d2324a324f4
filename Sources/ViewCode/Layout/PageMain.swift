/// A page's main landmark as every screen has it: the flash area (a live region, present even
/// when empty so that screen readers announce what appears in it), an optional standing
/// notice, then the screen's content.
///
/// ```swift
/// PageMain(flash: FlashBanner(message: "Saved", kind: .success), notice: nil) { content }
/// ```
///
/// Its own markup is fixed, so it is written as one literal per side rather than built from
/// elements and attributes on every page.
public struct PageMain<Content: HTML>: HTML {
    @usableFromInline
    let flash: FlashBanner?
    @usableFromInline
    let notice: Prerendered?
    @usableFromInline
    let content: Content

    @inlinable
    public init(flash: FlashBanner?, notice: Prerendered?, @HTMLBuilder content: () -> Content) {
        self.flash = flash
        self.notice = notice
        self.content = content()
    }

    @inlinable
    public func render(into buffer: inout HTMLBuffer) {
        buffer.write(#"<main id="main" class="page"><div class="flash-area" aria-live="polite">"#)
        flash?.render(into: &buffer)
        buffer.write("</div>")
        notice?.render(into: &buffer)
        content.render(into: &buffer)
        buffer.write("</main>")
    }
}
