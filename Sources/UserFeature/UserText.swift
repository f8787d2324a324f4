import ScreenKit

/// The member screens' copy, in every language the app speaks.
enum UserText: Int, MessageKey {
    case noSuchMember
    case noBio
    /// Before the day, which the page writes in a `<time>` of its own.
    case joinedOn
    /// Before the day, which the page writes in a `<time>` of its own.
    case lastSignedInOn
    case emailLabel
    case locationLabel
    /// The profile form's field, which the page shows after ``locationLabel``.
    case locationField
    case confirmedBadge
    case confirmedHint
    case editProfile
    case noSuchPage
    case noMembers
    case pastTheLastMember
    case editingForbidden
    case profileSaved
    case nameLabel
    case bioLabel
    case saveProfile
    case cancel
    case noPicture
    case membersTitle
    case pagesLabel
    case firstPage
    case previousPage
    case nextPage
    case lastPage
    /// Before the day, which the row writes in a `<time>` of its own.
    case joinedLower
    case newestMembers
    case viewProfile
    case bioTooLong
    case bioHiddenCharacters
    case locationTooLong
    case locationHiddenCharacters

    var argumentNames: [String] {
        switch self {
        case .bioTooLong, .locationTooLong: ["count"]
        default: []
        }
    }

    static let english: [UserText: MessageSource] = [
        .noSuchMember: "There is no such member.",
        .noBio: "No bio yet.",
        .joinedOn: "Joined",
        .lastSignedInOn: "Last signed in",
        .emailLabel: "Email:",
        .locationLabel: "Location:",
        .locationField: "Location",
        .confirmedBadge: "Confirmed",
        .confirmedHint: "This member confirmed their e-mail address",
        .editProfile: "Edit profile",
        .noSuchPage: "There is no such page.",
        .noMembers: "No members yet.",
        .pastTheLastMember: "Nobody here: this page starts past the last member.",
        .editingForbidden: "You can only edit your own profile.",
        .profileSaved: "Profile saved",
        .nameLabel: "Name",
        .bioLabel: "Bio",
        .saveProfile: "Save profile",
        .cancel: "Cancel",
        .noPicture: "This member has no picture.",
        .membersTitle: "Members",
        .pagesLabel: "Pages",
        .firstPage: "First",
        .previousPage: "Previous",
        .nextPage: "Next",
        .lastPage: "Last",
        .joinedLower: "joined",
        .newestMembers: "Newest members",
        .viewProfile: "View profile",
        .bioTooLong: .plural(one: "Use at most {count} character for your bio.", other: "Use at most {count} characters for your bio."),
        .bioHiddenCharacters: "Remove the invisible control characters from your bio.",
        .locationTooLong: .plural(one: "Use at most {count} character for your location.", other: "Use at most {count} characters for your location."),
        .locationHiddenCharacters: "Write your location on one line, without invisible control characters.",
    ]

    static let brazilianPortuguese: [UserText: MessageSource] = [
        .noSuchMember: "Esse membro não existe.",
        .noBio: "Ainda sem bio.",
        .joinedOn: "Entrou em",
        .lastSignedInOn: "Último acesso em",
        .emailLabel: "E-mail:",
        .locationLabel: "Local:",
        .locationField: "Local",
        .confirmedBadge: "E-mail confirmado",
        .confirmedHint: "O endereço de e-mail deste perfil foi confirmado",
        .editProfile: "Editar perfil",
        .noSuchPage: "Essa página não existe.",
        .noMembers: "Ainda não há membros.",
        .pastTheLastMember: "Ninguém por aqui: esta página começa depois do último membro.",
        .editingForbidden: "Você só pode editar o seu próprio perfil.",
        .profileSaved: "Perfil salvo",
        .nameLabel: "Nome",
        .bioLabel: "Bio",
        .saveProfile: "Salvar perfil",
        .cancel: "Cancelar",
        .noPicture: "Este membro não tem foto.",
        .membersTitle: "Membros",
        .pagesLabel: "Páginas",
        .firstPage: "Primeira",
        .previousPage: "Anterior",
        .nextPage: "Próxima",
        .lastPage: "Última",
        .joinedLower: "entrou em",
        .newestMembers: "Membros mais recentes",
        .viewProfile: "Ver perfil",
        .bioTooLong: .plural(one: "A bio pode ter no máximo {count} caractere.", other: "A bio pode ter no máximo {count} caracteres."),
        .bioHiddenCharacters: "Tire da bio os caracteres de controle invisíveis.",
        .locationTooLong: .plural(one: "O local pode ter no máximo {count} caractere.", other: "O local pode ter no máximo {count} caracteres."),
        .locationHiddenCharacters: "Escreva o local em uma linha, sem caracteres de controle invisíveis.",
    ]

    static let messages = Messages<UserText>([.english: english, .brazilianPortuguese: brazilianPortuguese])
}
