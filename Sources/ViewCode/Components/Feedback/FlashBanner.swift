/// A one-line message about what just happened, shown at the top of the next page:
/// `<div class="flash flash-success" role="status">Profile saved</div>`.
///
/// ```swift
/// if let flash { FlashBanner(message: flash, kind: .success) }
/// ```
public struct FlashBanner: HTMLComponent, Sendable {
    public let message: String
    public let kind: Kind

    public init(message: String, kind: Kind) {
        self.message = message
        self.kind = kind
    }

    public var body: some HTML {
        Div(.class(kind.className), .role(kind.role)) { message }
    }
}
