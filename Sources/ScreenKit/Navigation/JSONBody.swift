#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A view model as the JSON body JSON clients get: the presenter's output, no HTML.
enum JSONBody {
    static func encode(_ model: some Encodable) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(model)) + [0x0A]
    }
}
