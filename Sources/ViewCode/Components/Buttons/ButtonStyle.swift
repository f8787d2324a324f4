/// How a button or a button-like link looks.
public enum ButtonStyle: Sendable, CaseIterable {
    /// Filled with the accent: the one main action of a form.
    case primary
    /// Outlined: other actions.
    case secondary
    /// Looks like a link, for light actions such as signing out.
    case link
    /// Filled with the danger colour: an action that destroys something for good.
    case danger

    /// The classes `app.css` styles this look with.
    public var className: String {
        switch self {
        case .primary: "button primary"
        case .secondary: "button secondary"
        case .link: "link-button"
        case .danger: "button danger"
        }
    }
}
