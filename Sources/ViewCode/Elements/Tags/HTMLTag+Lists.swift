/// Tags of lists.
extension HTMLTag {
    public enum ul: HTMLContentTag { public static var name: StaticString { "ul" } }
    public enum ol: HTMLContentTag { public static var name: StaticString { "ol" } }
    public enum li: HTMLContentTag { public static var name: StaticString { "li" } }
    public enum dl: HTMLContentTag { public static var name: StaticString { "dl" } }
    public enum dt: HTMLContentTag { public static var name: StaticString { "dt" } }
    public enum dd: HTMLContentTag { public static var name: StaticString { "dd" } }
}

/// `<ul>`: a list whose order does not matter.
public typealias UL<Content: HTML> = HTMLElement<HTMLTag.ul, Content>

/// `<ol>`: a list whose order matters.
public typealias OL<Content: HTML> = HTMLElement<HTMLTag.ol, Content>

/// `<li>`: an item of ``UL`` or ``OL``.
public typealias LI<Content: HTML> = HTMLElement<HTMLTag.li, Content>

/// `<dl>`: a list of terms and their descriptions.
public typealias DL<Content: HTML> = HTMLElement<HTMLTag.dl, Content>

/// `<dt>`: a term of a ``DL``.
public typealias DT<Content: HTML> = HTMLElement<HTMLTag.dt, Content>

/// `<dd>`: the description of a term in a ``DL``.
public typealias DD<Content: HTML> = HTMLElement<HTMLTag.dd, Content>
