import Domain

/// The page a test expects: its keys are those of its first and last items, as for a list whose
/// every row is shown.
extension Page where Item == User {
    static func of(_ items: [User], hasPrevious: Bool, hasNext: Bool) -> Page {
        Page(items: items, hasPrevious: hasPrevious, hasNext: hasNext, firstKey: items.first?.id, lastKey: items.last?.id)
    }
}

extension Page where Item == SecurityEvent {
    static func of(_ items: [SecurityEvent], hasPrevious: Bool, hasNext: Bool) -> Page {
        Page(items: items, hasPrevious: hasPrevious, hasNext: hasNext, firstKey: items.first?.id, lastKey: items.last?.id)
    }
}
