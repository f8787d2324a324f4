/// A JSON value as ``JSONReader`` reads it: numbers are kept as the text they were written
/// in, since the WebAuthn client data that this reads holds none the server uses.
enum JSONValue: Equatable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case number(String)
    case bool(Bool)
    case null
}
