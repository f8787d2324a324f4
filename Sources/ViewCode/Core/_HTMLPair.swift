/// Two siblings rendered one after the other. A block of several statements builds a chain
/// of pairs, `_HTMLPair<_HTMLPair<A, B>, C>`: plain generics the optimizer specializes
/// through, where a parameter pack would look up tuple metadata at run time.
public struct _HTMLPair<First: HTML, Second: HTML>: HTML {
    @usableFromInline
    let first: First
    @usableFromInline
    let second: Second

    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    @inlinable
    public func render(into buffer: inout HTMLBuffer) {
        first.render(into: &buffer)
        second.render(into: &buffer)
    }
}

extension _HTMLPair: Sendable where First: Sendable, Second: Sendable {}
