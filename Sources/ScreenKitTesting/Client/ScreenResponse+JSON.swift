import Foundation
import HTTPCore
public import Testing

extension ScreenResponse {
    /// The body parsed as a JSON object; a test fails at `sourceLocation` when it is not one.
    ///
    /// ```swift
    /// let model = try client.get("/users/1", accept: "application/json").jsonObject()
    /// #expect(model["name"] as? String == "Ada Lovelace")
    /// ```
    public func jsonObject(sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any],
            sourceLocation: sourceLocation)
    }

    /// The keys of the body's JSON object in the order they were written, for checking that a
    /// composite screen's sections come in screen order.
    public func jsonKeys(sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        try JSONKeyScanner.topLevelKeys(of: response.body, sourceLocation: sourceLocation)
    }
}
