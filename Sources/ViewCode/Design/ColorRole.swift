/// What a colour of the palette is for. Its raw value names its custom property.
public enum ColorRole: String, CaseIterable, Sendable {
    /// The page behind everything.
    case background
    /// Cards, the navigation bar, banners and inputs.
    case surface
    /// Body text; at least 4.5:1 on background and surface.
    case text
    /// Secondary text; at least 4.5:1 on background and surface too.
    case textMuted = "text-muted"
    /// Links and primary buttons; at least 4.5:1 on background and surface.
    case accent
    /// Text on an accent fill; at least 4.5:1 on accent.
    case accentText = "accent-text"
    /// Borders of controls; at least 3:1 on background and surface.
    case border
    /// Decorative lines that carry no meaning.
    case divider
    /// Errors; readable as text on background and surface.
    case danger
    /// Confirmations; readable as text on background and surface.
    case success
    /// The focus ring; at least 3:1 on background and surface.
    case focus

    /// The custom property, e.g. `--color-text-muted`.
    public var cssVariable: String {
        "--color-\(rawValue)"
    }
}
