import ScreenKit

/// The copy of the screens that mail a link and of the screens a mailed link opens (a new
/// password, a sign-in, a confirmed or changed address), in every language the app speaks.
enum LinkText: Int, MessageKey {
    case forgotPasswordTitle
    case signInWithLinkTitle
    case resetExplanation
    case signInLinkExplanation
    case sendResetLink
    case sendSignInLink
    case backToSignIn
    case signInWithPassword
    /// The same words whether or not the address has an account.
    case resetLinkSent
    /// The same words whether or not the address has an account.
    case signInLinkSent
    /// The wait in whole minutes, rounded up.
    case tooManyLinks
    case invalidLink
    case askForNewLink
    case choosePasswordTitle
    case newPasswordLabel
    case confirmPasswordLabel
    case setPasswordButton
    case passwordReset
    case openSignInTitle
    case linkGoodForOneSignIn
    case signedInWithLink
    case signedInPasswordRemoved
    case confirmEmailTitle
    case confirmNewEmailTitle
    case cancelChangeTitle
    /// Before the address whose change is cancelled, which the page sets in bold of its own.
    case cancelChangeBefore
    /// After the address whose change is cancelled.
    case cancelChangeAfter
    /// Before the new address, which the page sets in bold of its own.
    case useNewAddress
    /// Before the address, which the page sets in bold of its own.
    case confirmAddressIsYours
    case cancelChangeButton
    case useAddressButton
    case confirmAddressButton
    case emailConfirmed
    case confirmedPasswordRemoved
    case emailChanged
    case emailChangeCancelled
    case emailTaken
    case alreadyConfirmed
    case confirmationSent
    case confirmationQueued
    case changeEmailTitle
    case sameEmail
    /// The same words whether the address is free or another account's: that account's owner
    /// is told by mail instead.
    case emailChangeSent
    /// As ``emailChangeSent``, when the message has not left yet.
    case emailChangeQueued
    /// Said after a mailed link's flash when the first proof of the address took away ways in.
    case waysInRemoved

    var argumentNames: [String] {
        switch self {
        case .tooManyLinks: ["count"]
        case .resetLinkSent, .signInLinkSent, .emailChanged, .emailChangeSent, .emailChangeQueued: ["email"]
        default: []
        }
    }

    static let english: [LinkText: MessageSource] = [
        .forgotPasswordTitle: "Forgot your password?",
        .signInWithLinkTitle: "Sign in with a link",
        .resetExplanation: "Type the address you signed up with; we will mail you a link to choose a new password.",
        .signInLinkExplanation: "Type the address you signed up with; we will mail you a link that signs you in without your password.",
        .sendResetLink: "Send the link",
        .sendSignInLink: "Mail me a link",
        .backToSignIn: "Back to sign in",
        .signInWithPassword: "Sign in with your password instead",
        .resetLinkSent: "If an account exists for {email}, we sent it a link to choose a new password. It works for 30 minutes.",
        .signInLinkSent: "If an account exists for {email}, we sent it a sign-in link. It works for 15 minutes.",
        .tooManyLinks: .plural(
            one: "Too many messages asked for. Try again in {count} minute.",
            other: "Too many messages asked for. Try again in {count} minutes."),
        .invalidLink: "This link is invalid, was already used, or has expired. Ask for a new one.",
        .askForNewLink: "Ask for a new link",
        .choosePasswordTitle: "Choose a new password",
        .newPasswordLabel: "New password",
        .confirmPasswordLabel: "Confirm password",
        .setPasswordButton: "Set password and sign in",
        .passwordReset: "Your new password is set, and every other device is signed out.",
        .openSignInTitle: "Sign in",
        .linkGoodForOneSignIn: "Your link is good for one sign-in on this device.",
        .signedInWithLink: "You are signed in.",
        .signedInPasswordRemoved:
            "You are signed in, and your address is confirmed. The password this account had was chosen before the address was proven, so it no longer works: choose your own.",
        .confirmEmailTitle: "Confirm your e-mail",
        .confirmNewEmailTitle: "Confirm your new e-mail",
        .cancelChangeTitle: "Cancel the change of e-mail",
        .cancelChangeBefore: "Keep the address your account has now. The change to",
        .cancelChangeAfter: "will not happen, and the link sent there stops working.",
        .useNewAddress: "Use this address to sign in from now on:",
        .confirmAddressIsYours: "Confirm that this address is yours:",
        .cancelChangeButton: "Cancel the change",
        .useAddressButton: "Use this address",
        .confirmAddressButton: "Confirm my address",
        .emailConfirmed: "Your e-mail address is confirmed.",
        .confirmedPasswordRemoved:
            "Your address is confirmed. The password this account had was chosen before the address was proven, so it no longer works: ask for a link to choose your own.",
        .emailChanged: "Your e-mail address is now {email}.",
        .emailChangeCancelled: "The change of your e-mail address is cancelled; your address stays as it was.",
        .emailTaken: "Another account uses this address now, so it cannot become yours.",
        .alreadyConfirmed: "Your e-mail address is already confirmed.",
        .confirmationSent: "We sent a new confirmation link; it works for 48 hours.",
        .confirmationQueued: "A new confirmation link is on its way; it works for 48 hours.",
        .changeEmailTitle: "Change e-mail",
        .sameEmail: "This is already your address.",
        .emailChangeSent:
            "Unless another account uses {email}, we sent it a link: your address changes when you open it. Your current address was told, with a way to cancel.",
        .emailChangeQueued:
            "Unless another account uses {email}, a link is on its way to it: your address changes when you open it. Your current address was told, with a way to cancel.",
        .waysInRemoved: "Whoever signed up with this address before you proved it may have added ways in: the passkeys, authenticator codes and trusted browsers the account had are removed.",
    ]

    static let brazilianPortuguese: [LinkText: MessageSource] = [
        .forgotPasswordTitle: "Esqueceu sua senha?",
        .signInWithLinkTitle: "Entrar com um link",
        .resetExplanation: "Digite o e-mail da sua conta e enviaremos um link para você criar uma nova senha.",
        .signInLinkExplanation: "Digite o e-mail da sua conta e enviaremos um link para você entrar sem senha.",
        .sendResetLink: "Enviar link",
        .sendSignInLink: "Enviar link de acesso",
        .backToSignIn: "Voltar para o login",
        .signInWithPassword: "Prefiro entrar com minha senha",
        .resetLinkSent: "Se houver uma conta com o e-mail {email}, enviamos para ele um link para criar uma nova senha. O link vale por 30 minutos.",
        .signInLinkSent: "Se houver uma conta com o e-mail {email}, enviamos para ele um link de acesso. O link vale por 15 minutos.",
        .tooManyLinks: .plural(
            one: "Você pediu muitas mensagens. Tente de novo em {count} minuto.",
            other: "Você pediu muitas mensagens. Tente de novo em {count} minutos."),
        .invalidLink: "Este link é inválido, já foi usado ou expirou. Peça um novo.",
        .askForNewLink: "Pedir um novo link",
        .choosePasswordTitle: "Crie uma nova senha",
        .newPasswordLabel: "Nova senha",
        .confirmPasswordLabel: "Confirme a senha",
        .setPasswordButton: "Salvar senha e entrar",
        .passwordReset: "Sua nova senha foi salva e você saiu da conta em todos os outros dispositivos.",
        .openSignInTitle: "Entrar",
        .linkGoodForOneSignIn: "Seu link vale para entrar uma vez neste dispositivo.",
        .signedInWithLink: "Você entrou na sua conta.",
        .signedInPasswordRemoved:
            "Você entrou e seu e-mail foi confirmado. A senha desta conta foi criada antes de o e-mail ser comprovado, por isso não vale mais: crie a sua.",
        .confirmEmailTitle: "Confirme seu e-mail",
        .confirmNewEmailTitle: "Confirme seu novo e-mail",
        .cancelChangeTitle: "Cancelar a troca de e-mail",
        .cancelChangeBefore: "Manter o e-mail atual da sua conta. A troca para",
        .cancelChangeAfter: "não vai acontecer, e o link enviado para esse endereço deixa de funcionar.",
        .useNewAddress: "Usar este e-mail para entrar a partir de agora:",
        .confirmAddressIsYours: "Confirme que este e-mail é seu:",
        .cancelChangeButton: "Cancelar a troca",
        .useAddressButton: "Usar este e-mail",
        .confirmAddressButton: "Confirmar meu e-mail",
        .emailConfirmed: "Seu e-mail foi confirmado.",
        .confirmedPasswordRemoved:
            "Seu e-mail foi confirmado. A senha desta conta foi criada antes de o e-mail ser comprovado, por isso não vale mais: peça um link para criar a sua.",
        .emailChanged: "Seu e-mail agora é {email}.",
        .emailChangeCancelled: "A troca de e-mail foi cancelada; seu endereço continua o mesmo.",
        .emailTaken: "Outra conta já usa este e-mail, então ele não pode ser seu.",
        .alreadyConfirmed: "Seu e-mail já está confirmado.",
        .confirmationSent: "Enviamos um novo link de confirmação; ele vale por 48 horas.",
        .confirmationQueued: "Um novo link de confirmação está a caminho; ele vale por 48 horas.",
        .changeEmailTitle: "Trocar e-mail",
        .sameEmail: "Este já é o seu e-mail.",
        .emailChangeSent:
            "Se nenhuma outra conta usar {email}, enviamos um link para esse endereço: seu e-mail muda quando você abrir o link. Avisamos seu e-mail atual, com um jeito de cancelar.",
        .emailChangeQueued:
            "Se nenhuma outra conta usar {email}, um link está a caminho desse endereço: seu e-mail muda quando você abrir o link. Avisamos seu e-mail atual, com um jeito de cancelar.",
        .waysInRemoved: "Quem criou a conta com este e-mail antes de você comprová-lo pode ter adicionado formas de entrar: as chaves de acesso, a verificação em duas etapas e os navegadores confiáveis da conta foram removidos.",
    ]

    static let messages = Messages<LinkText>([.english: english, .brazilianPortuguese: brazilianPortuguese])
}
