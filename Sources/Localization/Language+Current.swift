extension Language {
    /// The language of the page being answered. The kit sets it around a route's coordinator,
    /// presenter and view, once the request's language is known, so a screen's code writes
    /// `AccountText.signInTitle.text()` and never carries a language itself. A task-local: an
    /// awaiting screen keeps it across its awaits, and a task it starts inherits it. Where
    /// nothing set it (a test, a background job) it is the ``fallback``; a message to someone
    /// else (a mail in its recipient's language) sets it with `Language.$current.withValue`.
    @TaskLocal public static var current: Language = .fallback
}
