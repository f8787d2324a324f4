/// HTML for each element of a sequence, for places where a `for` loop cannot go, such as
/// an argument.
///
/// ```swift
/// UL {
///     ForEach(users) { user in
///         LI { user.name }
///     }
/// }
/// ```
public struct ForEach<Data: Sequence, Content: HTML>: HTML {
    @usableFromInline
    let data: Data
    @usableFromInline
    let content: (Data.Element) -> Content

    @inlinable
    public init(_ data: Data, @HTMLBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }

    @inlinable
    public func render(into buffer: inout HTMLBuffer) {
        for element in data {
            content(element).render(into: &buffer)
        }
    }
}
