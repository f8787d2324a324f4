public import HTTPCore

/// The values a route pattern captured, read with the type the screen needs.
///
/// ```swift
/// let id: Int = try context.parameters.value("id")   // "/users/abc" → 404
/// ```
public struct RouteParameters: Sendable {
    private let values: [(name: String, value: String)]

    init(_ values: [(String, String)]) {
        self.values = values.map { (name: $0.0, value: $0.1) }
    }

    public subscript(name: String) -> String? {
        values.first { $0.name == name }?.value
    }

    /// The parameter converted to `T`; a value that does not convert means the path names
    /// nothing, so the request is answered 404.
    public func value<T: LosslessStringConvertible>(_ name: String, as type: T.Type = T.self) throws(RouteParameterError) -> T {
        guard let text = self[name] else { throw RouteParameterError(name: name) }
        // Only canonical spellings: "/users/007" and "/users/+7" are not "/users/7".
        guard let converted = T(text), converted.description == text else { throw RouteParameterError(name: name) }
        return converted
    }
}

/// A route parameter that does not convert to the type the screen asked for: 404.
public struct RouteParameterError: HTTPResponseError, Equatable {
    public let name: String
    public var status: HTTPStatus { .notFound }
    public var publicMessage: String { "There is nothing at this address." }
}
