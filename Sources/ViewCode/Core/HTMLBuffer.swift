public import Localization

/// The bytes of a page being rendered: one growing run of UTF-8 that every piece of HTML
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
///
/// The buffer is not copyable: it owns its memory, and it writes through a plain pointer, so
/// an append is a bounds check and a copy — no uniqueness check, no reference count. Its
/// memory comes from the thread's ``ScratchBytes`` and goes back there, so rendering a page
/// on a request thread allocates only the bytes it hands over.
public struct HTMLBuffer: ~Copyable {
    /// Written only by this module, so every byte passes through escaping or is ours.
    @usableFromInline
    var start: UnsafeMutablePointer<UInt8>
    @usableFromInline
    var count: Int
    @usableFromInline
    var capacity: Int

    /// Fields every POST ``Form`` rendered into this buffer carries as hidden inputs, right
    /// after its opening tag.
    ///
    /// The screen layer puts the CSRF token here once per response, so no view writes it by
    /// hand and no form can forget it. GET forms never carry them: a token in a URL leaks
    /// through history, logs and the `Referer` header.
    public var hiddenFormFields: HiddenFormFields {
        didSet { writtenHiddenFields = nil }
    }

    /// Where this buffer already holds ``hiddenFormFields`` as markup: a page's later POST forms
    /// copy those bytes rather than escape the same token again.
    var writtenHiddenFields: Range<Int>?

    /// The language the page is written in: ``Localized`` text comes from its catalog. Set by
    /// the screen layer once per response, from the language chosen for the request.
    public var language: Language

    /// Set while a ``Prerendered`` is made: POST forms leave a hole here, at the offset where
    /// their hidden fields go, instead of writing the (not yet known) fields.
    var hiddenFieldHoles: [Int]?

    /// Set while ``Prerendered/capturing(_:into:)`` renders into a page: POST forms write their
    /// hidden fields as usual and note where they wrote them, so the copy kept leaves them out.
    var hiddenFieldSpans: [Range<Int>]?

    /// Creates an empty buffer.
    ///
    /// - Parameter reservingCapacity: Bytes to have room for up front. A guess near the usual
    ///   page size saves the buffer from growing while rendering.
    public init(reservingCapacity: Int = 4096) {
        (start, capacity) = ScratchBytes.take(atLeast: max(reservingCapacity, 64))
        count = 0
        hiddenFormFields = []
        language = .fallback
        writtenHiddenFields = nil
        hiddenFieldHoles = nil
        hiddenFieldSpans = nil
    }

    deinit {
        ScratchBytes.giveBack(start, capacity: capacity)
    }

    /// The UTF-8 bytes rendered so far, copied.
    public var bytes: [UInt8] {
        Array(UnsafeBufferPointer(start: start, count: count))
    }

    /// Returns the rendered bytes and leaves the buffer empty, ready for the next page.
    public mutating func takeBytes() -> [UInt8] {
        // From a buffer pointer: the copy is specialized for bytes, where the
        // uninitialized-capacity initializer looks the array's type up at run time.
        let taken = Array(UnsafeBufferPointer(start: start, count: count))
        count = 0
        writtenHiddenFields = nil
        return taken
    }

    /// Room for `extra` more bytes; returns where they go. Callers write them and add to
    /// ``count``.
    @inlinable @inline(__always)
    mutating func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        if capacity - count < extra {
            grow(toHold: extra)
        }
        return start + count
    }

    @usableFromInline
    mutating func grow(toHold extra: Int) {
        let needed = count + extra
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        start = ScratchBytes.resize(start, to: newCapacity, keeping: count)
        capacity = newCapacity
    }
}
