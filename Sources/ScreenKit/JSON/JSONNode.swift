/// A JSON value while a model is being encoded.
///
/// Arrays and objects are boxes rather than values, so a container handed out earlier keeps
/// writing into the array or object its parent already holds.
enum JSONNode {
    /// What an encoder that encoded nothing leaves behind; written `{}`, as Foundation does.
    case empty
    case null
    case bool(Bool)
    /// The number's JSON text, made when it is encoded so that a non-finite value fails at
    /// its own coding path rather than while writing.
    case number(String)
    case string(String)
    case array(JSONArray)
    case object(JSONObject)
}

extension JSONNode {
    static func integer(_ value: some BinaryInteger) -> JSONNode {
        .number(String(value))
    }

    static func floatingPoint(_ value: Double, at codingPath: @autoclosure () -> [any CodingKey]) throws -> JSONNode {
        guard value.isFinite else {
            throw nonFinite(value, at: codingPath())
        }
        return .number(value.description)
    }

    /// A `Float` keeps its own shortest text: `0.1` rather than the `0.10000000149011612` a
    /// widened `Double` would print.
    static func floatingPoint(_ value: Float, at codingPath: @autoclosure () -> [any CodingKey]) throws -> JSONNode {
        guard value.isFinite else {
            throw nonFinite(value, at: codingPath())
        }
        return .number(value.description)
    }

    private static func nonFinite(_ value: some FloatingPoint, at codingPath: [any CodingKey]) -> EncodingError {
        EncodingError.invalidValue(
            value,
            EncodingError.Context(codingPath: codingPath, debugDescription: "\(value) has no JSON representation.")
        )
    }
}
