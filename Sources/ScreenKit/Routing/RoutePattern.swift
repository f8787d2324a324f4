/// A path pattern such as `/users/{id}/edit`: literal segments and named parameters.
public struct RoutePattern: Sendable, Equatable, CustomStringConvertible {
    enum Segment: Sendable, Equatable {
        case literal(String)
        case parameter(String)
    }

    let segments: [Segment]
    public let description: String

    /// - Precondition: the pattern starts with `/`; parameters are `{name}` whole segments.
    ///   Patterns are written by developers at start-up, never taken from input.
    public init(_ pattern: String) {
        precondition(pattern.hasPrefix("/"), "a route pattern starts with '/': \(pattern)")
        description = pattern
        segments = pattern.split(separator: "/", omittingEmptySubsequences: true).map { part in
            if part.hasPrefix("{") && part.hasSuffix("}") && part.count > 2 {
                return .parameter(String(part.dropFirst().dropLast()))
            }
            precondition(!part.contains("{") && !part.contains("}"), "a parameter fills a whole segment: \(pattern)")
            return .literal(String(part))
        }
    }

    /// The parameters if `path` (decoded segments) matches.
    func match(_ path: [String]) -> RouteParameters? {
        guard path.count == segments.count else { return nil }
        var values: [(String, String)] = []
        for (segment, part) in zip(segments, path) {
            switch segment {
            case .literal(let literal):
                guard literal == part else { return nil }
            case .parameter(let name):
                guard !part.isEmpty else { return nil }
                values.append((name, part))
            }
        }
        return RouteParameters(values)
    }
}
