/// The members of a JSON object under construction, in the order their keys were first set.
///
/// Setting a key again replaces its value where it stands, as a keyed container that encodes
/// a key twice expects. Small objects find a key by a scan; past `indexThreshold` keys a
/// dictionary takes over so large objects stay linear to build.
final class JSONObject {
    private(set) var keys: [String] = []
    private(set) var values: [JSONNode] = []
    private var positions: [String: Int] = [:]

    private static let indexThreshold = 16

    var count: Int { keys.count }

    func set(_ node: JSONNode, for key: String) {
        if let position = position(of: key) {
            values[position] = node
            return
        }
        keys.append(key)
        values.append(node)
        if keys.count > Self.indexThreshold {
            positions[key] = keys.count - 1
        } else if keys.count == Self.indexThreshold {
            for (position, key) in keys.enumerated() {
                positions[key] = position
            }
        }
    }

    /// Holds `key`'s place for a value an encoder will place there later, so a member written
    /// by a nested encoder keeps the position of the call that asked for it.
    func reserve(_ key: String) -> JSONSlot {
        set(.empty, for: key)
        return .member(self, key: key)
    }

    private func position(of key: String) -> Int? {
        if keys.count >= Self.indexThreshold {
            return positions[key]
        }
        return keys.firstIndex(of: key)
    }
}
