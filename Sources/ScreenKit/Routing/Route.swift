public import HTTPCore

/// One row of the route table: a method, a pattern and the coordinator it starts.
public struct Route: Sendable {
    /// Builds the coordinator for one request; the kit then calls its `start()`.
    public typealias SceneFactory = @Sendable (RouteContext) throws -> any Coordinating

    public let method: HTTPMethod
    public let pattern: RoutePattern
    public let makeScene: SceneFactory
}
