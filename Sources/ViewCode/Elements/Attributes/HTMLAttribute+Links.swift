/// Attributes of links, images and document metadata.
extension HTMLAttribute {
    /// A link target. A `javascript:`, `vbscript:` or `data:` URL, however it is spelled, is
    /// replaced by `about:invalid#blocked`: escaping cannot make such a URL harmless.
    public static func href(_ url: String) -> HTMLAttribute {
        HTMLAttribute("href", URLSafety.checked(url))
    }

    /// A resource to load, checked like ``href(_:)``.
    public static func src(_ url: String) -> HTMLAttribute {
        HTMLAttribute("src", URLSafety.checked(url))
    }

    /// A script's `defer`: it runs once the document is parsed, in document order.
    public static let `defer` = HTMLAttribute(boolean: "defer")

    /// `alt="…"`: what an image shows, for those who cannot see it; `""` if decorative.
    public static func alt(_ text: String) -> HTMLAttribute {
        HTMLAttribute("alt", text)
    }

    /// `rel="…"`: how a linked resource relates to the page, such as `stylesheet`.
    public static func rel(_ value: String) -> HTMLAttribute {
        HTMLAttribute("rel", value)
    }

    /// `width="n"` in CSS pixels, so the page does not jump while the image loads.
    public static func width(_ pixels: Int) -> HTMLAttribute {
        HTMLAttribute("width", String(pixels))
    }

    /// `height="n"` in CSS pixels.
    public static func height(_ pixels: Int) -> HTMLAttribute {
        HTMLAttribute("height", String(pixels))
    }

    /// A machine-readable date or time for a `<time>` element, e.g. `2025-03-01T10:00:00Z`.
    public static func datetime(_ value: String) -> HTMLAttribute {
        HTMLAttribute("datetime", value)
    }

    /// `charset="…"` on a `<meta>`; see ``Meta(charset:)``.
    public static func charset(_ value: String) -> HTMLAttribute {
        HTMLAttribute("charset", value)
    }

    /// `content="…"` on a `<meta>`.
    public static func content(_ value: String) -> HTMLAttribute {
        HTMLAttribute("content", value)
    }
}
