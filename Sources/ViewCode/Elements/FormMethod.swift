/// How a form is sent.
public enum FormMethod: String, Sendable {
    /// In the URL's query: searches and filters, never anything that changes state.
    case get
    /// In the request body; carries the buffer's hidden fields (the CSRF token).
    case post
}
