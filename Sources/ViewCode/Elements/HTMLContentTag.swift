/// A tag whose element may hold any HTML, built with ``HTMLBuilder``.
///
/// Tags that hold only text (`<title>`, `<option>`) leave this out, so the compiler refuses
/// markup inside them:
///
/// ```swift
/// Div(.class("card")) { H2("Profile") }   // HTMLTag.div is an HTMLContentTag
/// Title("Sign in")                        // text only
/// ```
public protocol HTMLContentTag: HTMLTagName {}
