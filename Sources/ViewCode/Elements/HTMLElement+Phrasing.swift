extension HTMLElement where Tag == HTMLTag.a {
    /// A link: `A(href: "/users/1") { "Ada" }`. The URL is checked like ``HTMLAttribute/href(_:)``.
    @inlinable
    public init(href: String, _ attributes: HTMLAttribute..., @HTMLBuilder content: () -> Content) {
        self.init(storing: HTMLAttributes(.href(href), then: attributes), content: content())
    }
}

extension HTMLElement where Tag == HTMLTag.time {
    /// A date or time for people, with its machine-readable form:
    /// `Time(datetime: "2025-03-01") { "1 March 2025" }`.
    @inlinable
    public init(datetime: String, _ attributes: HTMLAttribute..., @HTMLBuilder content: () -> Content) {
        self.init(storing: HTMLAttributes(.datetime(datetime), then: attributes), content: content())
    }
}
