import ScreenKit

/// The picture screen's copy, and the problems an upload can have, in every language the app
/// speaks.
enum AvatarText: Int, MessageKey {
    case title
    case currentPicture
    case noPicture
    /// The limits are the upload check's.
    case fileLabel
    case uploadButton
    case removeButton
    case saved
    case removed
    case missing
    case tooLarge
    case notAnImage
    case tooManyPixels

    var argumentNames: [String] {
        switch self {
        case .fileLabel, .tooManyPixels: ["side"]
        default: []
        }
    }

    static let english: [AvatarText: MessageSource] = [
        .title: "Picture",
        .currentPicture: "Your current picture",
        .noPicture: "You have no picture: members see your initials.",
        .fileLabel: "A PNG or JPEG picture, at most 1 MB and {side} × {side} pixels",
        .uploadButton: "Upload picture",
        .removeButton: "Remove picture",
        .saved: "Picture saved.",
        .removed: "Picture removed.",
        .missing: "Choose a picture to upload.",
        .tooLarge: "Use a picture of at most 1 MB.",
        .notAnImage: "Use a PNG or JPEG picture.",
        .tooManyPixels: "Use a picture of at most {side} × {side} pixels.",
    ]

    static let brazilianPortuguese: [AvatarText: MessageSource] = [
        .title: "Foto",
        .currentPicture: "Sua foto atual",
        .noPicture: "Você não tem foto: os membros veem suas iniciais.",
        .fileLabel: "Uma imagem PNG ou JPEG de até 1 MB e {side} × {side} pixels",
        .uploadButton: "Enviar foto",
        .removeButton: "Remover foto",
        .saved: "Foto salva.",
        .removed: "Foto removida.",
        .missing: "Escolha uma foto para enviar.",
        .tooLarge: "Use uma foto de até 1 MB.",
        .notAnImage: "Use uma imagem PNG ou JPEG.",
        .tooManyPixels: "Use uma foto de até {side} × {side} pixels.",
    ]

    static let messages = Messages<AvatarText>([.english: english, .brazilianPortuguese: brazilianPortuguese])
}
