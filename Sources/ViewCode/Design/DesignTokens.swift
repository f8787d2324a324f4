/// The look of every page, defined once. `Public/css/app.css` carries these values as
/// custom properties (see ``stylesheet``), and a test keeps the two equal.
///
/// The palette is a calm slate with an indigo accent. Every text role reaches WCAG AA
/// (4.5:1) on both background and surface, accent text reaches it on the accent, and
/// borders and the focus ring reach 3:1, in both schemes.
public enum DesignTokens {
    /// The colours of the light scheme, the default.
    public static let light = ColorPalette(
        background: RGBColor(hex: 0xF6F7F9),
        surface: RGBColor(hex: 0xFFFFFF),
        text: RGBColor(hex: 0x1B1E24),
        textMuted: RGBColor(hex: 0x555C68),
        accent: RGBColor(hex: 0x3B4CC0),
        accentText: RGBColor(hex: 0xFFFFFF),
        border: RGBColor(hex: 0x7D8490),
        divider: RGBColor(hex: 0xDDE0E6),
        danger: RGBColor(hex: 0xB42318),
        success: RGBColor(hex: 0x19703A),
        focus: RGBColor(hex: 0x1F5FD1)
    )

    /// The colours used when the system prefers a dark scheme.
    public static let dark = ColorPalette(
        background: RGBColor(hex: 0x14161A),
        surface: RGBColor(hex: 0x1E2127),
        text: RGBColor(hex: 0xE8EAEE),
        textMuted: RGBColor(hex: 0xA6ACB7),
        accent: RGBColor(hex: 0xA4B3FF),
        accentText: RGBColor(hex: 0x14161A),
        border: RGBColor(hex: 0x767D89),
        divider: RGBColor(hex: 0x30343C),
        danger: RGBColor(hex: 0xFF9F94),
        success: RGBColor(hex: 0x74D491),
        focus: RGBColor(hex: 0x7FB0FF)
    )

    /// The system's own UI font on every platform, then common fallbacks.
    public static let fontStack = #"system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif"#

    /// Line height of body text.
    public static let bodyLineHeight = "1.5"

    /// Line height of headings, tighter because they are larger.
    public static let headingLineHeight = "1.25"

    /// The widest the main column grows: about 70 characters of body text, a comfortable
    /// line length to read.
    public static let measure = "40rem"
}
