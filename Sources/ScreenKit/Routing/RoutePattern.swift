import HTTPCore

/// A path template such as `/users/{id}/edit`: literal segments and named parameters.
public struct RoutePattern: Sendable, Equatable, CustomStringConvertible {
    enum Segment: Sendable, Equatable {
        case literal(String)
        case parameter(String)

        var isParameter: Bool {
            if case .parameter = self { true } else { false }
        }
    }

    let segments: [Segment]
    public let description: String
    /// The literal text around the parameters: `/users/{id}/edit` is `["/users/", "/edit"]`, so
    /// a link is a few appends.
    private let literalRuns: [String]
    let parameterCount: Int

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
        var runs = [""]
        for segment in segments {
            runs[runs.count - 1] += "/"
            switch segment {
            case .literal(let literal): runs[runs.count - 1] += literal
            case .parameter: runs.append("")
            }
        }
        literalRuns = segments.isEmpty ? ["/"] : runs
        parameterCount = segments.count(where: \.isParameter)
    }

    /// The captured values, in order, if `path` (decoded segments) matches.
    func match(_ path: [String]) -> [String]? {
        guard path.count == segments.count else { return nil }
        // Every segment is checked before anything is kept, so a route that does not match
        // allocates nothing.
        for (segment, part) in zip(segments, path) {
            switch segment {
            case .literal(let literal):
                guard literal == part else { return nil }
            case .parameter:
                guard !part.isEmpty else { return nil }
            }
        }
        guard parameterCount > 0 else { return [] }
        var values: [String] = []
        values.reserveCapacity(parameterCount)
        for (segment, part) in zip(segments, path) where segment.isParameter {
            values.append(part)
        }
        return values
    }

    /// The URL with each parameter replaced by the next of `values`, percent-encoded.
    func location(filling values: [String]) -> String {
        var location = literalRuns[0]
        for (index, run) in literalRuns.dropFirst().enumerated() {
            let value = index < values.count ? values[index] : ""
            // Ids, the usual parameters, need no escaping.
            location += value.utf8.allSatisfy(Self.isUnreserved) ? value : URLEncodedForm.encode(value)
            location += run
        }
        return location
    }

    /// RFC 3986's unreserved characters, which a segment carries as they are.
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }
}
