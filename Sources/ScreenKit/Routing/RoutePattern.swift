import HTTPCore

/// A path template such as `/users/{id}/edit`: literal segments and named parameters.
public struct RoutePattern: Sendable, Equatable, CustomStringConvertible {
    enum Segment: Sendable, Equatable {
        case literal(String)
        case parameter(String)
    }

    let segments: [Segment]
    public let description: String

    /// - Precondition: the template starts with `/`; parameters are `{name}` whole segments.
    ///   Templates are written by developers and checked at start-up, never taken from input.
    public init(_ template: String) {
        precondition(template.hasPrefix("/"), "a path starts with '/': \(template)")
        description = template
        segments = template.split(separator: "/", omittingEmptySubsequences: true).map { part in
            if part.hasPrefix("{") && part.hasSuffix("}") && part.count > 2 {
                return .parameter(String(part.dropFirst().dropLast()))
            }
            precondition(!part.contains("{") && !part.contains("}"), "a parameter fills a whole segment: \(template)")
            return .literal(String(part))
        }
    }

    var parameterCount: Int {
        segments.count { if case .parameter = $0 { true } else { false } }
    }

    /// The captured values, in order, if `path` (decoded segments) matches.
    func match(_ path: [String]) -> [String]? {
        guard path.count == segments.count else { return nil }
        var values: [String] = []
        for (segment, part) in zip(segments, path) {
            switch segment {
            case .literal(let literal):
                guard literal == part else { return nil }
            case .parameter:
                guard !part.isEmpty else { return nil }
                values.append(part)
            }
        }
        return values
    }

    /// The URL with each parameter replaced by the next of `values`, percent-encoded.
    func location(filling values: [String]) -> String {
        guard !segments.isEmpty else { return "/" }
        var location = ""
        var next = values.makeIterator()
        for segment in segments {
            location += "/"
            switch segment {
            case .literal(let literal): location += literal
            case .parameter: location += URLEncodedForm.encode(next.next() ?? "")
            }
        }
        return location
    }
}
