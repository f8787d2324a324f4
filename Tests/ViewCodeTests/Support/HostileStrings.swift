/// Strings that try to break out of wherever they are put.
enum HostileStrings {
    static let all: [String] = [
        "<script>alert(1)</script>",
        "\" onmouseover=\"x",
        "' onfocus='x",
        "&amp;",
        "</textarea><script>alert(1)</script>",
        "</title><script>alert(1)</script>",
        "javascript:alert(1)",
        "\"><img src=x onerror=alert(1)>",
        "a & b < c > d",
        "&lt;already escaped&gt;",
        "<!-- comment -->",
        "]]><![CDATA[",
        "emoji 👩🏽‍💻 café 日本語 © ½",
    ]
}
