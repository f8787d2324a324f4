public import ViewCode

/// A section whose provider has run: ready to render for a browser or encode for JSON,
/// whichever provider made it, so one screen can host sections of different types.
public struct LoadedSection: HTML, Sendable {
    public let id: String
    private let renderContent: @Sendable (inout HTMLBuffer) -> Void
    private let encodeModel: @Sendable (any Encoder) throws -> Void

    init<Provider: SectionProvider>(provider: Provider, model: Provider.Model) {
        id = provider.sectionID
        renderContent = { buffer in provider.content(for: model).render(into: &buffer) }
        encodeModel = { encoder in try model.encode(to: encoder) }
    }

    public func render(into buffer: inout HTMLBuffer) {
        renderContent(&buffer)
    }

    func encode(to encoder: any Encoder) throws {
        try encodeModel(encoder)
    }

    /// Runs each provider for `viewer`, in order, leaving out those with nothing to show.
    public static func load(_ providers: [any SectionProvider], for viewer: SignedInUser?) throws -> [LoadedSection] {
        var loaded: [LoadedSection] = []
        loaded.reserveCapacity(providers.count)
        for provider in providers {
            if let section = try load(provider, for: viewer) {
                loaded.append(section)
            }
        }
        return loaded
    }

    private static func load<Provider: SectionProvider>(
        _ provider: Provider, for viewer: SignedInUser?
    ) throws -> LoadedSection? {
        try provider.load(for: viewer).map { LoadedSection(provider: provider, model: $0) }
    }
}
