/// Tags that give a page its structure.
extension HTMLTag {
    public enum header: HTMLContentTag { public static var name: StaticString { "header" } }
    public enum nav: HTMLContentTag { public static var name: StaticString { "nav" } }
    public enum main: HTMLContentTag { public static var name: StaticString { "main" } }
    public enum footer: HTMLContentTag { public static var name: StaticString { "footer" } }
    public enum section: HTMLContentTag { public static var name: StaticString { "section" } }
    public enum article: HTMLContentTag { public static var name: StaticString { "article" } }
    public enum div: HTMLContentTag { public static var name: StaticString { "div" } }
    public enum h1: HTMLContentTag { public static var name: StaticString { "h1" } }
    public enum h2: HTMLContentTag { public static var name: StaticString { "h2" } }
    public enum h3: HTMLContentTag { public static var name: StaticString { "h3" } }
    public enum p: HTMLContentTag { public static var name: StaticString { "p" } }
    public enum pre: HTMLContentTag { public static var name: StaticString { "pre" } }
}

/// `<header>`: introductory content of a page or a section.
public typealias Header<Content: HTML> = HTMLElement<HTMLTag.header, Content>

/// `<nav>`: a block of navigation links.
public typealias Nav<Content: HTML> = HTMLElement<HTMLTag.nav, Content>

/// `<main>`: the page's main content; one per page.
public typealias Main<Content: HTML> = HTMLElement<HTMLTag.main, Content>

/// `<footer>`: closing content of a page or a section.
public typealias Footer<Content: HTML> = HTMLElement<HTMLTag.footer, Content>

/// `<section>`: a thematic group of content, usually with a heading.
public typealias Section<Content: HTML> = HTMLElement<HTMLTag.section, Content>

/// `<article>`: self-contained content: a post, a profile, a card of its own.
public typealias Article<Content: HTML> = HTMLElement<HTMLTag.article, Content>

/// `<div>`: a container with no meaning of its own.
public typealias Div<Content: HTML> = HTMLElement<HTMLTag.div, Content>

/// `<h1>`: the page's heading; one per page.
public typealias H1<Content: HTML> = HTMLElement<HTMLTag.h1, Content>

/// `<h2>`: a section heading.
public typealias H2<Content: HTML> = HTMLElement<HTMLTag.h2, Content>

/// `<h3>`: a subsection heading.
public typealias H3<Content: HTML> = HTMLElement<HTMLTag.h3, Content>

/// `<p>`: a paragraph.
public typealias P<Content: HTML> = HTMLElement<HTMLTag.p, Content>

/// `<pre>`: text whose line breaks and spaces are kept, such as a message's plain-text part.
public typealias Pre<Content: HTML> = HTMLElement<HTMLTag.pre, Content>
