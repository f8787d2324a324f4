import ScreenKit

/// What each event of the security log says happened, in every language the app speaks.
enum SecurityEventText: Int, MessageKey {
    case signedIn
    case signInFailed
    case signInThrottled
    case passwordChanged
    case emailChanged
    case sessionRevoked
    case signedOutEverywhereElse
    case signedInWithLink
    case passwordReset
    case emailConfirmed
    case emailChangeRequested
    case emailChangeCancelled
    case addressProven
    case passwordRemoved
    case secondStepAdded
    case secondStepRemoved
    case secondStepFailed
    case recoveryCodeUsed
    case recoveryCodesReplaced
    case passkeyAdded
    case passkeyRemoved
    case signedInWithPasskey
    case passkeyFailed
    case waysInRemoved

    var argumentNames: [String] { [] }

    static let english: [SecurityEventText: MessageSource] = [
        .signedIn: "Signed in",
        .signInFailed: "Wrong password typed",
        .signInThrottled: "Sign-in refused after too many wrong passwords",
        .passwordChanged: "Password changed",
        .emailChanged: "E-mail changed",
        .sessionRevoked: "A device was signed out",
        .signedOutEverywhereElse: "Signed out everywhere else",
        .signedInWithLink: "Signed in with an e-mailed link",
        .passwordReset: "Password reset from an e-mailed link",
        .emailConfirmed: "E-mail address confirmed",
        .emailChangeRequested: "A change of e-mail address was asked for",
        .emailChangeCancelled: "A change of e-mail address was cancelled",
        .addressProven: "E-mail address proven; every earlier session was signed out",
        .passwordRemoved: "The password chosen before the address was proven was removed",
        .secondStepAdded: "Authenticator codes turned on",
        .secondStepRemoved: "Authenticator codes turned off",
        .secondStepFailed: "Wrong authenticator or recovery code typed",
        .recoveryCodeUsed: "Signed in with a recovery code",
        .recoveryCodesReplaced: "New recovery codes made; the old ones stopped working",
        .passkeyAdded: "A passkey was added",
        .passkeyRemoved: "A passkey was removed",
        .signedInWithPasskey: "Signed in with a passkey",
        .passkeyFailed: "A passkey was refused",
        .waysInRemoved: "Passkeys, authenticator codes and trusted browsers added before the address was proven were removed",
    ]

    static let brazilianPortuguese: [SecurityEventText: MessageSource] = [
        .signedIn: "Entrou na conta",
        .signInFailed: "Senha errada digitada",
        .signInThrottled: "Acesso bloqueado após muitas senhas erradas",
        .passwordChanged: "Senha trocada",
        .emailChanged: "E-mail trocado",
        .sessionRevoked: "Um dispositivo foi desconectado",
        .signedOutEverywhereElse: "Saiu de todos os outros dispositivos",
        .signedInWithLink: "Entrou com um link enviado por e-mail",
        .passwordReset: "Senha redefinida com um link enviado por e-mail",
        .emailConfirmed: "E-mail confirmado",
        .emailChangeRequested: "Pedido de troca de e-mail",
        .emailChangeCancelled: "Troca de e-mail cancelada",
        .addressProven: "E-mail comprovado; todas as sessões anteriores foram encerradas",
        .passwordRemoved: "A senha criada antes de o e-mail ser comprovado foi removida",
        .secondStepAdded: "Códigos do aplicativo autenticador ativados",
        .secondStepRemoved: "Códigos do aplicativo autenticador desativados",
        .secondStepFailed: "Código do autenticador ou de recuperação errado digitado",
        .recoveryCodeUsed: "Entrou com um código de recuperação",
        .recoveryCodesReplaced: "Novos códigos de recuperação criados; os antigos deixaram de valer",
        .passkeyAdded: "Uma chave de acesso foi adicionada",
        .passkeyRemoved: "Uma chave de acesso foi removida",
        .signedInWithPasskey: "Entrou com uma chave de acesso",
        .passkeyFailed: "Uma chave de acesso foi recusada",
        .waysInRemoved: "Chaves de acesso, verificação em duas etapas e navegadores confiáveis adicionados antes de o e-mail ser comprovado foram removidos",
    ]

    static let messages = Messages<SecurityEventText>([.english: english, .brazilianPortuguese: brazilianPortuguese])
}
