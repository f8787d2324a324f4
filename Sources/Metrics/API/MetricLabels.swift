/// The labels of one series, in the order they are written:
/// `["method": "GET", "route": "/users/{id}"]` exports `{method="GET",route="/users/{id}"}`.
///
/// A metric's series are fixed when it is registered, so the set of label values stays bounded
/// (a route's pattern, never the path a client sent).
public struct MetricLabels: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    public let names: [String]
    public let values: [String]

    /// - Precondition: every name is a valid label name (`[a-zA-Z_][a-zA-Z0-9_]*`, not `__…`).
    public init(_ pairs: [(name: String, value: String)]) {
        for pair in pairs {
            precondition(MetricName.isValidLabel(pair.name), "not a label name: \(pair.name)")
        }
        names = pairs.map(\.name)
        values = pairs.map(\.value)
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements.map { (name: $0.0, value: $0.1) })
    }

    /// No labels: the one series of a plain metric.
    public static let none = MetricLabels([])

    /// `name="value",…` with each value escaped (`\\`, `\"`, `\n`), ready to go between braces.
    var exposition: String {
        var text = ""
        for (name, value) in zip(names, values) {
            if !text.isEmpty { text += "," }
            text += name
            text += "=\""
            text += Self.escaped(value)
            text += "\""
        }
        return text
    }

    /// A label value as the format quotes it: backslash, double quote and line feed escaped.
    static func escaped(_ value: String) -> String {
        guard value.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n") })
        else { return value }
        var escaped = ""
        for character in value.unicodeScalars {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}
