/// Nothing; what an empty block builds.
public struct EmptyHTML: HTML, Sendable {
    @inlinable
    public init() {}

    @inlinable
    public func render(into buffer: inout HTMLBuffer) {}
}
