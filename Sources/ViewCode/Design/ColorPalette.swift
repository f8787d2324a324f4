/// The colours of one scheme, one per ``ColorRole``.
public struct ColorPalette: Sendable {
    public var background: RGBColor
    public var surface: RGBColor
    public var text: RGBColor
    public var textMuted: RGBColor
    public var accent: RGBColor
    public var accentText: RGBColor
    public var border: RGBColor
    public var divider: RGBColor
    public var danger: RGBColor
    public var success: RGBColor
    public var focus: RGBColor

    public init(
        background: RGBColor, surface: RGBColor, text: RGBColor, textMuted: RGBColor,
        accent: RGBColor, accentText: RGBColor, border: RGBColor, divider: RGBColor,
        danger: RGBColor, success: RGBColor, focus: RGBColor
    ) {
        self.background = background
        self.surface = surface
        self.text = text
        self.textMuted = textMuted
        self.accent = accent
        self.accentText = accentText
        self.border = border
        self.divider = divider
        self.danger = danger
        self.success = success
        self.focus = focus
    }

    /// The colour for `role`. A switch rather than a dictionary, so a new role does not
    /// compile until every palette has a colour for it.
    public subscript(role: ColorRole) -> RGBColor {
        switch role {
        case .background: background
        case .surface: surface
        case .text: text
        case .textMuted: textMuted
        case .accent: accent
        case .accentText: accentText
        case .border: border
        case .divider: divider
        case .danger: danger
        case .success: success
        case .focus: focus
        }
    }
}
