public import Localization

/// Markup rendered once, when the value is made, and copied into every page after: for
/// structure that stays the same while the server runs, such as a page's `<head>` or a nav
/// bar.
///
/// ```swift
/// let head = Prerendered {
///     Meta(charset: "utf-8")
///     Link(rel: "stylesheet", href: "/css/app.css")
/// }
/// ```
///
/// It holds what the DSL wrote, escaped as always; it is not a way around escaping (that is
/// ``RawHTML``). A POST ``Form`` inside still carries each page's own hidden fields (the CSRF
/// token): the spot where they go is kept, and they are written there on every render.
public struct Prerendered: HTML, Sendable {
    @usableFromInline
    let bytes: [UInt8]
    /// Where POST forms' hidden fields go, as offsets into ``bytes``, in order.
    @usableFromInline
    let hiddenFieldOffsets: [Int]

    /// - Parameter language: The language ``Localized`` copy inside is written in.
    public init(in language: Language = .fallback, @HTMLBuilder _ content: () -> some HTML) {
        let content = content()
        self.init(in: language, writing: { content.render(into: &$0) })
    }

    /// What `write` writes, kept the same way: for markup of this module that is not a whole
    /// element, such as the start of a document.
    init(in language: Language = .fallback, writing write: (inout HTMLBuffer) -> Void) {
        var buffer = HTMLBuffer(reservingCapacity: 1024)
        buffer.language = language
        buffer.hiddenFieldHoles = []
        write(&buffer)
        hiddenFieldOffsets = buffer.hiddenFieldHoles ?? []
        bytes = buffer.takeBytes()
    }

    private init(bytes: [UInt8], hiddenFieldOffsets: [Int]) {
        self.bytes = bytes
        self.hiddenFieldOffsets = hiddenFieldOffsets
    }

    /// Renders `content` into `buffer` for this page, hidden fields included, and keeps a copy
    /// of what it wrote with holes where those fields went: rendered once, for this page and
    /// later ones. `nil` (the content still rendered) when `buffer` is itself being kept with
    /// holes, or when the content wrote more than `largest` bytes.
    public static func capturing(_ content: some HTML, into buffer: inout HTMLBuffer, largest: Int) -> Prerendered? {
        guard buffer.hiddenFieldHoles == nil else {
            content.render(into: &buffer)
            return nil
        }
        let outer = buffer.hiddenFieldSpans
        buffer.hiddenFieldSpans = []
        let start = buffer.count
        content.render(into: &buffer)
        let spans = buffer.hiddenFieldSpans ?? []
        // Fields written here are also the enclosing capture's.
        buffer.hiddenFieldSpans = outer.map { $0 + spans }
        let written = buffer.count - start
        let fieldBytes = spans.reduce(0) { $0 + $1.count }
        guard written - fieldBytes <= largest else { return nil }
        // The runs between the fields, copied end to end; each field's place becomes a hole.
        var runs: [Range<Int>] = []
        var holes: [Int] = []
        var from = start
        var kept = 0
        for span in spans {
            runs.append(from..<span.lowerBound)
            kept += span.lowerBound - from
            holes.append(kept)
            from = span.upperBound
        }
        runs.append(from..<(start + written))
        let source = buffer.start
        let bytes = [UInt8](unsafeUninitializedCapacity: written - fieldBytes) { target, initialized in
            initialized = 0
            guard let base = target.baseAddress else { return }
            for run in runs where !run.isEmpty {
                (base + initialized).initialize(from: source + run.lowerBound, count: run.count)
                initialized += run.count
            }
        }
        return Prerendered(bytes: bytes, hiddenFieldOffsets: holes)
    }

    @inlinable
    public func render(into buffer: inout HTMLBuffer) {
        bytes.withUnsafeBufferPointer { all in
            var start = 0
            for offset in hiddenFieldOffsets {
                buffer.append(UnsafeBufferPointer(rebasing: all[start..<offset]))
                buffer.writeHiddenFormFields()
                start = offset
            }
            buffer.append(UnsafeBufferPointer(rebasing: all[start...]))
        }
    }
}
