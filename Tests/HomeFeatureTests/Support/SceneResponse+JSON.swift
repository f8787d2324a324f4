import Foundation
import HTTPCore
import ScreenKitTesting
import Testing

extension SceneResponse {
    /// The body as a JSON object.
    func jsonObject(sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any],
            sourceLocation: sourceLocation)
    }
}
