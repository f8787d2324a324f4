import HTTPCore

/// A path of the app, written once: the router matches requests with it, and views, presenters
/// and flows build links from it, so a URL is spelled in one place.
///
/// A feature keeps its paths in one `…Paths` enum:
///
/// ```swift
/// public enum UserPaths {
///     public static let members = Path("/users")
///     public static let detail = Path("/users/{id}", Int.self)
/// }
///
/// router.get(UserPaths.detail, .requiresSignIn, UserDetailCoordinator(dependencies: dependencies))
/// // "/users/7" starts the coordinator with 7 as its `Int` parameter; "/users/abc" gets 404.
/// A(href: UserPaths.detail(7)) { "Ada" }   // "/users/7"
/// ```
public struct Path<Parameters>: Sendable, CustomStringConvertible {
    /// The segments requests are matched against.
    public let pattern: RoutePattern
    /// The captured segments as the typed parameters; `nil` when one does not convert.
    @usableFromInline let parse: @Sendable ([String]) -> Parameters?
    /// The parameters as segments, before percent-encoding.
    let format: @Sendable (Parameters) -> [String]
    /// The URL of a path without parameters, built once: views link to it on every render.
    private let fixedLocation: String?

    public var description: String { pattern.description }

    init(
        _ template: String, parameterCount: Int,
        parse: @escaping @Sendable ([String]) -> Parameters?,
        format: @escaping @Sendable (Parameters) -> [String]
    ) {
        pattern = RoutePattern(template)
        precondition(
            pattern.parameterCount == parameterCount,
            "\(template) names \(pattern.parameterCount) parameter(s), its type \(parameterCount)")
        self.parse = parse
        self.format = format
        fixedLocation = parameterCount == 0 ? pattern.location(filling: []) : nil
    }

    /// The local URL of this path with `parameters` in place, each segment percent-encoded.
    public func location(_ parameters: Parameters) -> String {
        fixedLocation ?? pattern.location(filling: format(parameters))
    }

    /// ``location(_:)`` with a query string: `members.location((), query: ["page": "2"])`.
    /// Pairs with a `nil` value are left out.
    public func location(_ parameters: Parameters, query: KeyValuePairs<String, String?>) -> String {
        var form = URLEncodedForm()
        for (name, value) in query {
            if let value { form.append(name, value) }
        }
        let base = location(parameters)
        return form.isEmpty ? base : base + "?" + form.encoded
    }
}

extension Path where Parameters == Void {
    /// A path without parameters, such as `/login`.
    ///
    /// - Precondition: `template` starts with `/` and has no `{…}` segment. Paths are written
    ///   by developers and checked when the app starts, never taken from input.
    public init(_ template: String) {
        self.init(template, parameterCount: 0, parse: { _ in () }, format: { _ in [] })
    }

    /// The path's URL.
    public var location: String { location(()) }

    /// The path's URL with a query string; pairs with a `nil` value are left out.
    public func location(query: KeyValuePairs<String, String?>) -> String {
        location((), query: query)
    }
}

extension Path where Parameters: PathParameter {
    /// A path with one parameter, such as `/users/{id}` with `Int`.
    public init(_ template: String, _ type: Parameters.Type) {
        self.init(
            template, parameterCount: 1,
            parse: { values in values.count == 1 ? Parameters(pathSegment: values[0]) : nil },
            format: { [$0.pathSegment] })
    }

    /// The URL with `value` in place: `UserPaths.detail(7)` is `/users/7`.
    public func callAsFunction(_ value: Parameters) -> String {
        location(value)
    }
}

extension Path {

    /// A path with two parameters, such as `/users/{id}/posts/{slug}` with `Int` and `String`.
    public init<First: PathParameter, Second: PathParameter>(
        _ template: String, _ first: First.Type, _ second: Second.Type
    ) where Parameters == (First, Second) {
        self.init(
            template, parameterCount: 2,
            parse: { values in
                guard values.count == 2, let first = First(pathSegment: values[0]),
                      let second = Second(pathSegment: values[1])
                else { return nil }
                return (first, second)
            },
            format: { [$0.0.pathSegment, $0.1.pathSegment] })
    }

    /// The URL with both values in place.
    public func callAsFunction<First: PathParameter, Second: PathParameter>(
        _ first: First, _ second: Second
    ) -> String where Parameters == (First, Second) {
        location((first, second))
    }
}
