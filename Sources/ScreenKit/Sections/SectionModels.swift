/// The JSON of a composite screen's sections: an object keyed by section id, in order.
public struct SectionModels: Encodable, Sendable {
    public let sections: [LoadedSection]

    public init(_ sections: [LoadedSection]) {
        self.sections = sections
    }

    public var ids: [String] { sections.map(\.id) }

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for section in sections {
            try section.encode(to: container.superEncoder(forKey: Key(stringValue: section.id)))
        }
    }
}
