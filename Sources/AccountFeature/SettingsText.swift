import ScreenKit

/// The copy of the settings screen and of the settings that are one short form each
/// (language, deleting the account, signing out), in every language the app speaks.
enum SettingsText: Int, MessageKey {
    case settingsTitle
    /// Before the member's name, which the page sets in bold of its own.
    case signedInAs
    /// Before the address waiting for its link, which the page sets in bold of its own.
    case pendingEmailBefore
    /// After the address waiting for its link.
    case pendingEmailAfter
    case cancelPendingEmail
    case profileLink
    case profileDetail
    case pictureLink
    case pictureDetail
    case passwordLink
    case passwordDetail
    case emailLink
    case emailDetail
    case languageLink
    case languageDetail
    case authenticatorLink
    case authenticatorDetail
    case passkeysLink
    case passkeysDetail
    case devicesLink
    case devicesDetail
    case activityLink
    case activityDetail
    case deleteLink
    case deleteDetail
    case languageTitle
    case showAppIn
    case browserLanguage
    case save
    case cancel
    case unknownLanguage
    case languageSaved
    case signedOut
    case deleteTitle
    /// Before the member's address, which the page sets in bold of its own.
    case deleteExplanation
    case deleteEmailLabel
    case deleteButton
    case deleteMismatch
    case deleted

    var argumentNames: [String] {
        switch self {
        case .devicesDetail: ["count"]
        default: []
        }
    }

    static let english: [SettingsText: MessageSource] = [
        .settingsTitle: "Settings",
        .signedInAs: "Signed in as",
        .pendingEmailBefore: "A change of your address to",
        .pendingEmailAfter: "is waiting for the link sent there to be opened.",
        .cancelPendingEmail: "Cancel the change",
        .profileLink: "Profile",
        .profileDetail: "Your name and bio, as members see them.",
        .pictureLink: "Picture",
        .pictureDetail: "The picture members see beside your name.",
        .passwordLink: "Password",
        .passwordDetail: "Change the password you sign in with.",
        .emailLink: "E-mail",
        .emailDetail: "Change the address you sign in with.",
        .languageLink: "Language",
        .languageDetail: "The language the app is shown in.",
        .authenticatorLink: "Authenticator codes",
        .authenticatorDetail: "Ask for a code from an app on your phone after your password.",
        .passkeysLink: "Passkeys",
        .passkeysDetail: "Sign in with your device's fingerprint, face or PIN instead of your password.",
        .devicesLink: "Devices",
        .devicesDetail: .plural(one: "Signed in on {count} device.", other: "Signed in on {count} devices."),
        .activityLink: "Security activity",
        .activityDetail: "Sign-ins and changes to your account.",
        .deleteLink: "Delete account",
        .deleteDetail: "Remove your account and everything kept for it.",
        .languageTitle: "Language",
        .showAppIn: "Show the app in",
        .browserLanguage: "Your browser's language",
        .save: "Save",
        .cancel: "Cancel",
        .unknownLanguage: "Choose one of the languages listed.",
        .languageSaved: "Your language is saved.",
        .signedOut: "You are signed out.",
        .deleteTitle: "Delete account",
        .deleteExplanation:
            "This deletes your account, your profile, your devices' sessions and your security log, at once and for good. To confirm, type your e-mail address:",
        .deleteEmailLabel: "Your e-mail address",
        .deleteButton: "Delete my account",
        .deleteMismatch: "Type your e-mail address exactly as shown to confirm.",
        .deleted: "Your account and everything kept for it are deleted.",
    ]

    static let brazilianPortuguese: [SettingsText: MessageSource] = [
        .settingsTitle: "Configurações",
        .signedInAs: "Você entrou como",
        .pendingEmailBefore: "A troca do seu e-mail para",
        .pendingEmailAfter: "só vale depois que você abrir o link que enviamos para esse endereço.",
        .cancelPendingEmail: "Cancelar a troca",
        .profileLink: "Perfil",
        .profileDetail: "Seu nome e sua bio, como os outros membros veem.",
        .pictureLink: "Foto",
        .pictureDetail: "A foto que aparece ao lado do seu nome.",
        .passwordLink: "Senha",
        .passwordDetail: "Troque a senha que você usa para entrar.",
        .emailLink: "E-mail",
        .emailDetail: "Troque o e-mail que você usa para entrar.",
        .languageLink: "Idioma",
        .languageDetail: "O idioma em que o app aparece para você.",
        .authenticatorLink: "Verificação em duas etapas",
        .authenticatorDetail: "Peça um código de um aplicativo autenticador no celular depois da senha.",
        .passkeysLink: "Chaves de acesso",
        .passkeysDetail: "Entre com a digital, o rosto ou o PIN do seu dispositivo em vez da senha.",
        .devicesLink: "Dispositivos",
        .devicesDetail: .plural(one: "Conectado em {count} dispositivo.", other: "Conectado em {count} dispositivos."),
        .activityLink: "Atividade de segurança",
        .activityDetail: "Acessos e alterações na sua conta.",
        .deleteLink: "Excluir conta",
        .deleteDetail: "Apague sua conta e tudo o que guardamos dela.",
        .languageTitle: "Idioma",
        .showAppIn: "Mostrar o app em",
        .browserLanguage: "Idioma do navegador",
        .save: "Salvar",
        .cancel: "Cancelar",
        .unknownLanguage: "Escolha um dos idiomas da lista.",
        .languageSaved: "Idioma salvo.",
        .signedOut: "Você saiu da sua conta.",
        .deleteTitle: "Excluir conta",
        .deleteExplanation:
            "Isso apaga sua conta, seu perfil, as sessões dos seus dispositivos e seu histórico de segurança, na hora e para sempre. Para confirmar, digite seu e-mail:",
        .deleteEmailLabel: "Seu e-mail",
        .deleteButton: "Excluir minha conta",
        .deleteMismatch: "Digite seu e-mail exatamente como aparece acima para confirmar.",
        .deleted: "Sua conta e tudo o que guardávamos dela foram excluídos.",
    ]

    static let messages = Messages<SettingsText>([.english: english, .brazilianPortuguese: brazilianPortuguese])
}
