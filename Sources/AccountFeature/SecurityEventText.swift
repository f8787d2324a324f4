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
    ]

    static let messages = Messages<SecurityEventText>([.english: english, .brazilianPortuguese: brazilianPortuguese])
}
