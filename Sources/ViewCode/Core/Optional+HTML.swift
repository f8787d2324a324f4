/// An absent piece of HTML renders nothing; what an `if` without `else` builds.
extension Optional: HTML where Wrapped: HTML {
    @inlinable
    public func render(into buffer: inout HTMLBuffer) {
        if let content = self {
            content.render(into: &buffer)
        }
    }
}
