public import Localization

/// The member a request is signed in as, as every page needs them: the nav bar's name, whether
/// their address still waits for confirmation (the shell's banner), and the language they chose
/// to read the app in.
public struct SignedInUser: Sendable, Equatable, Encodable {
    public let id: Int
    public let name: String
    /// `false` until the member opened the link mailed to their current address.
    public let emailConfirmed: Bool
    /// The language the member chose in their settings; `nil` while they have not chosen, when
    /// their browser's `Accept-Language` decides.
    public let language: Language?

    public init(id: Int, name: String, emailConfirmed: Bool = true, language: Language? = nil) {
        self.id = id
        self.name = name
        self.emailConfirmed = emailConfirmed
        self.language = language
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, emailConfirmed, language
    }

    /// The language as its tag (`"pt-BR"`), the way it is stored and written in `<html lang>`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(emailConfirmed, forKey: .emailConfirmed)
        try container.encodeIfPresent(language?.tag, forKey: .language)
    }
}
