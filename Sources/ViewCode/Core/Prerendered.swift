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

    /// How many bytes it holds, hidden fields not counted.
    public var byteCount: Int { bytes.count }

    public init(@HTMLBuilder _ content: () -> some HTML) {
        var buffer = HTMLBuffer(reservingCapacity: 1024)
        buffer.hiddenFieldHoles = []
        content().render(into: &buffer)
        hiddenFieldOffsets = buffer.hiddenFieldHoles ?? []
        bytes = buffer.takeBytes()
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
