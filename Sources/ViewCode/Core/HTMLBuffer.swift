/// The bytes of a page being rendered: one growing UTF-8 array that every piece of HTML
/// appends to.
///
/// Create one per response, render the page into it and hand ``takeBytes()`` to the
/// response body:
///
/// ```swift
/// var buffer = HTMLBuffer(reservingCapacity: 8192)
/// buffer.hiddenFormFields = [(name: "csrf_token", value: token)]
/// page.render(into: &buffer)
/// let body = buffer.takeBytes()
/// ```
public struct HTMLBuffer: Sendable {
    /// The UTF-8 bytes rendered so far.
    public var bytes: [UInt8] { storage }

    /// Written only by this module, so every byte passes through escaping or is ours.
    @usableFromInline
    var storage: [UInt8]

    /// Fields every POST ``Form`` rendered into this buffer carries as hidden inputs, right
    /// after its opening tag.
    ///
    /// The screen layer puts the CSRF token here once per response, so no view writes it by
    /// hand and no form can forget it. GET forms never carry them: a token in a URL leaks
    /// through history, logs and the `Referer` header.
    public var hiddenFormFields: [(name: String, value: String)]

    /// Creates an empty buffer.
    ///
    /// - Parameter reservingCapacity: Bytes to allocate up front. A guess near the usual
    ///   page size saves the array from growing while rendering.
    public init(reservingCapacity: Int = 4096) {
        storage = []
        storage.reserveCapacity(reservingCapacity)
        hiddenFormFields = []
    }

    /// Returns the rendered bytes and leaves the buffer empty, without copying them.
    public mutating func takeBytes() -> [UInt8] {
        var taken: [UInt8] = []
        swap(&taken, &storage)
        return taken
    }
}
