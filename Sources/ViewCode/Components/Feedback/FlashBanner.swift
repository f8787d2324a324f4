/// A one-line message about what just happened, shown at the top of the next page:
/// `<div class="flash flash-success" role="status">Profile saved</div>`.
///
/// ```swift
/// if let flash { FlashBanner(message: flash, kind: .success) }
/// ```
public struct FlashBanner: HTML, Sendable {
    public let message: String
    public let kind: Kind

    public init(message: String, kind: Kind) {
        self.message = message
        self.kind = kind
    }

    public func render(into buffer: inout HTMLBuffer) {
        buffer.write("<div")
        buffer.writeAttribute("class", kind.className)
        buffer.writeAttribute("role", kind.role)
        buffer.write(byte: UInt8(ascii: ">"))
        buffer.writeEscaped(message, context: .text)
        buffer.write("</div>")
    }
}
