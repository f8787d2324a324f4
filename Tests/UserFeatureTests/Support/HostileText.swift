/// Text that would run script if a page wrote it unescaped.
enum HostileText {
    static let scriptTag = "<script>alert(1)</script>"
    static let attributeBreakout = #""><img src=x onerror=alert(1)>"#
    static let all = [scriptTag, attributeBreakout]
}
