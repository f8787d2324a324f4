/// A kind of value an app keeps in a request: a stage sets it (`context[Tenant.self] = …`),
/// the stages after it and the screens read it, typed by the key.
///
/// ```swift
/// enum Tenant: RequestValueKey {
///     typealias Value = TenantID
/// }
/// ```
public protocol RequestValueKey {
    associatedtype Value: Sendable
}

/// The app's values in one request, by key. Nothing is stored, and nothing allocated, until a
/// stage sets one; a request carries few, so they are found by a walk.
@usableFromInline
struct RequestValues: Sendable {
    private var entries: [Entry]?

    private struct Entry: Sendable {
        let key: ObjectIdentifier
        var value: any Sendable
    }

    subscript<Key: RequestValueKey>(key: Key.Type) -> Key.Value? {
        get {
            entries?.first { $0.key == ObjectIdentifier(key) }?.value as? Key.Value
        }
        set {
            let id = ObjectIdentifier(key)
            var entries = self.entries ?? []
            self.entries = nil
            if let index = entries.firstIndex(where: { $0.key == id }) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append(Entry(key: id, value: newValue))
            }
            self.entries = entries.isEmpty ? nil : entries
        }
    }
}
