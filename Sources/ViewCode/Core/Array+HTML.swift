/// Elements rendered in order; what a `for` loop builds.
extension Array: HTML where Element: HTML {
    @inlinable
    public func render(into buffer: inout HTMLBuffer) {
        for element in self {
            element.render(into: &buffer)
        }
    }
}
