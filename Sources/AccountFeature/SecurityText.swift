import ScreenKit

/// The copy of the screens that guard the account: the password, the identity check before a
/// sensitive action, the devices signed in and the security log, in every language the app
/// speaks.
enum SecurityText: Int, MessageKey {
    case changePasswordTitle
    case otherDevicesSignedOut
    case noPasswordNow
    case currentPasswordLabel
    case newPasswordLabel
    case confirmNewPasswordLabel
    case changePasswordButton
    case enterCurrentPassword
    case currentPasswordWrong
    case passwordChanged
    case confirmIdentityTitle
    case confirmIdentityExplanation
    case passwordLabel
    case confirmButton
    case enterPassword
    case wrongPassword
    case noPassword
    /// The wait in whole minutes, rounded up.
    case tooManyWrongPasswords
    case devicesTitle
    case devicesExplanation
    case thisDevice
    case addressLabel
    case unknownAddress
    case signedInLabel
    case lastSeenLabel
    case signOutDevice
    case signOutEverywhereElse
    case sessionRevoked
    case signedOutEverywhereElse
    case noSuchSession
    case unknownBrowser
    /// A browser and the system it runs on, both product names.
    case browserOnSystem
    case activityTitle
    case nothingToShow
    case activityCaption
    case whenColumn
    case whatColumn
    case deviceColumn
    case addressColumn
    case pagesLabel
    case newer
    case older

    var argumentNames: [String] {
        switch self {
        case .tooManyWrongPasswords: ["count"]
        case .browserOnSystem: ["browser", "system"]
        default: []
        }
    }

    static let english: [SecurityText: MessageSource] = [
        .changePasswordTitle: "Change password",
        .otherDevicesSignedOut: "Your other devices will be signed out.",
        .noPasswordNow: "Your account has no password now: the one chosen before your address was proven was removed. Choose your own.",
        .currentPasswordLabel: "Current password",
        .newPasswordLabel: "New password",
        .confirmNewPasswordLabel: "Confirm new password",
        .changePasswordButton: "Change password",
        .enterCurrentPassword: "Enter your current password.",
        .currentPasswordWrong: "Your current password is incorrect.",
        .passwordChanged: "Password changed. Your other devices are signed out.",
        .confirmIdentityTitle: "Confirm your password",
        .confirmIdentityExplanation:
            "This is a sensitive action: type your password again to go on. You will not be asked again for a few minutes.",
        .passwordLabel: "Password",
        .confirmButton: "Confirm",
        .enterPassword: "Enter your password.",
        .wrongPassword: "The password is incorrect.",
        .noPassword: "Your account has no password now. Sign in with a link, or ask for one to choose a password.",
        .tooManyWrongPasswords: .plural(
            one: "Too many wrong passwords. Try again in {count} minute.", other: "Too many wrong passwords. Try again in {count} minutes."),
        .devicesTitle: "Devices",
        .devicesExplanation: "Where your account is signed in. Sign out any device you do not recognise, then change your password.",
        .thisDevice: "(this device)",
        .addressLabel: "Address",
        .unknownAddress: "unknown",
        .signedInLabel: "Signed in",
        .lastSeenLabel: "Last seen",
        .signOutDevice: "Sign out this device",
        .signOutEverywhereElse: "Sign out everywhere else",
        .sessionRevoked: "That device is signed out.",
        .signedOutEverywhereElse: "Every other device is signed out.",
        .noSuchSession: "That session is not one of yours, or it has already ended.",
        .unknownBrowser: "Unknown browser",
        .browserOnSystem: "{browser} on {system}",
        .activityTitle: "Security activity",
        .nothingToShow: "Nothing to show.",
        .activityCaption: "Your account's events, newest first",
        .whenColumn: "When",
        .whatColumn: "What",
        .deviceColumn: "Device",
        .addressColumn: "Address",
        .pagesLabel: "Pages",
        .newer: "Newer",
        .older: "Older",
    ]

    static let brazilianPortuguese: [SecurityText: MessageSource] = [
        .changePasswordTitle: "Trocar senha",
        .otherDevicesSignedOut: "Você vai sair da conta nos seus outros dispositivos.",
        .noPasswordNow:
            "Sua conta está sem senha: a que foi criada antes de o seu e-mail ser confirmado foi removida. Crie a sua.",
        .currentPasswordLabel: "Senha atual",
        .newPasswordLabel: "Nova senha",
        .confirmNewPasswordLabel: "Confirme a nova senha",
        .changePasswordButton: "Trocar senha",
        .enterCurrentPassword: "Digite sua senha atual.",
        .currentPasswordWrong: "Sua senha atual está incorreta.",
        .passwordChanged: "Senha trocada. Você saiu da conta nos outros dispositivos.",
        .confirmIdentityTitle: "Confirme sua senha",
        .confirmIdentityExplanation:
            "Esta é uma ação sensível: digite sua senha de novo para continuar. Pelos próximos minutos, não vamos pedir outra vez.",
        .passwordLabel: "Senha",
        .confirmButton: "Confirmar",
        .enterPassword: "Digite sua senha.",
        .wrongPassword: "Senha incorreta.",
        .noPassword: "Sua conta está sem senha. Entre com um link ou peça um para criar uma senha.",
        .tooManyWrongPasswords: .plural(
            one: "Muitas senhas erradas. Tente de novo em {count} minuto.", other: "Muitas senhas erradas. Tente de novo em {count} minutos."),
        .devicesTitle: "Dispositivos",
        .devicesExplanation:
            "Onde sua conta está conectada. Desconecte qualquer dispositivo que você não reconheça e depois troque sua senha.",
        .thisDevice: "(este dispositivo)",
        .addressLabel: "Endereço IP",
        .unknownAddress: "desconhecido",
        .signedInLabel: "Entrou em",
        .lastSeenLabel: "Último acesso",
        .signOutDevice: "Desconectar este dispositivo",
        .signOutEverywhereElse: "Sair de todos os outros dispositivos",
        .sessionRevoked: "Esse dispositivo foi desconectado.",
        .signedOutEverywhereElse: "Todos os outros dispositivos foram desconectados.",
        .noSuchSession: "Essa sessão não é sua ou já foi encerrada.",
        .unknownBrowser: "Navegador desconhecido",
        .browserOnSystem: "{browser} no {system}",
        .activityTitle: "Atividade de segurança",
        .nothingToShow: "Nada para mostrar.",
        .activityCaption: "Os eventos da sua conta, dos mais recentes aos mais antigos",
        .whenColumn: "Quando",
        .whatColumn: "O quê",
        .deviceColumn: "Dispositivo",
        .addressColumn: "Endereço IP",
        .pagesLabel: "Páginas",
        .newer: "Mais recentes",
        .older: "Mais antigos",
    ]

    static let messages = Messages<SecurityText>([.english: english, .brazilianPortuguese: brazilianPortuguese])
}
