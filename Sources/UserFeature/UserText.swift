import ScreenKit

/// The member screens' copy, in every language the app speaks. The screens move here one by
/// one; `.ci/text-literals-allowed.txt` lists those still written in English literals.
enum UserText: Int, MessageKey {
    case noSuchMember
    case noBio
    /// Before the day, which the page writes in a `<time>` of its own.
    case joinedOn
    /// Before the day, which the page writes in a `<time>` of its own.
    case lastSignedInOn
    case emailLabel
    case confirmedBadge
    case confirmedHint
    case editProfile

    var argumentNames: [String] { [] }

    static let english: [UserText: MessageSource] = [
        .noSuchMember: "There is no such member.",
        .noBio: "No bio yet.",
        .joinedOn: "Joined",
        .lastSignedInOn: "Last signed in",
        .emailLabel: "Email:",
        .confirmedBadge: "Confirmed",
        .confirmedHint: "This member confirmed their e-mail address",
        .editProfile: "Edit profile",
    ]

    static let brazilianPortuguese: [UserText: MessageSource] = [
        .noSuchMember: "Esse membro não existe.",
        .noBio: "Ainda sem bio.",
        .joinedOn: "Entrou em",
        .lastSignedInOn: "Último acesso em",
        .emailLabel: "E-mail:",
        .confirmedBadge: "E-mail confirmado",
        .confirmedHint: "O endereço de e-mail deste perfil foi confirmado",
        .editProfile: "Editar perfil",
    ]

    static let messages = Messages<UserText>([.english: english, .brazilianPortuguese: brazilianPortuguese])
}
