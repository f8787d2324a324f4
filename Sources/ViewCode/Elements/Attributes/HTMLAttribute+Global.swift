/// Attributes every element may carry.
extension HTMLAttribute {
    /// `id="…"`: unique in the page; what `for`, `aria-describedby` and fragment links name.
    public static func id(_ value: String) -> HTMLAttribute {
        HTMLAttribute("id", value)
    }

    /// One or more class names separated by spaces.
    public static func `class`(_ value: String) -> HTMLAttribute {
        HTMLAttribute("class", value)
    }

    /// `title="…"`: advisory text, shown as a tooltip.
    public static func title(_ value: String) -> HTMLAttribute {
        HTMLAttribute("title", value)
    }

    /// `lang="…"`: the language of the element's text, when it differs from the page's.
    public static func lang(_ value: String) -> HTMLAttribute {
        HTMLAttribute("lang", value)
    }

    /// `role="…"`: an ARIA role, for markup whose element does not say it already.
    public static func role(_ value: String) -> HTMLAttribute {
        HTMLAttribute("role", value)
    }

    /// `tabindex="n"`: `0` adds the element to the tab order, `-1` lets only script focus it.
    public static func tabindex(_ value: Int) -> HTMLAttribute {
        HTMLAttribute("tabindex", String(value))
    }

    /// Not shown, and hidden from assistive technology.
    public static let hidden = HTMLAttribute(boolean: "hidden")
}
