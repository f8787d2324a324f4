import ScreenKit

/// The account's mail, subjects and bodies, in every language the app speaks: each message
/// goes out in its recipient's (``AccountMail``).
enum MailText: Int, MessageKey {
    case hello
    case welcome
    case copyAddress
    case resetSubject
    case resetBody
    case resetSignsOut
    case resetAction
    case resetFootnote
    case signInSubject
    case signInBody
    case signInAction
    case signInFootnote
    case confirmSubject
    case confirmBody
    case confirmAction
    case confirmFootnote
    case changeSubject
    case changeBody
    case changeAction
    case changeFootnote
    case changeRequestedSubject
    case changeRequestedBody
    case changeRequestedAdvice
    case changeRequestedAction
    case changeRequestedFootnote
    case addressInUseSubject
    case addressInUseBody
    case addressInUseAdvice
    case signInPageAction
    case addressInUseFootnote
    case changedSubject
    case changedBody
    case changedAdvice
    case changedAction
    case changedFootnote
    case noAccountSubject
    case noAccountBody
    case noAccountAdvice
    case noAccountFootnote
    case passkeyAddedSubject
    case passkeyAddedBody
    case codesOnSubject
    case codesOnBody
    case codesOffSubject
    case codesOffBody
    case newCodesSubject
    case newCodesBody
    case wayInAdvice
    case wayInAction
    case wayInFootnote
    case signUpAttemptSubject
    case signUpAttemptBody
    case signUpAttemptAdvice
    case signUpAttemptFootnote

    var argumentNames: [String] {
        switch self {
        case .resetSubject, .resetBody, .signInSubject, .signInBody, .signInAction, .confirmSubject, .confirmFootnote,
            .changeSubject, .changeBody, .changeRequestedSubject, .addressInUseSubject, .addressInUseBody, .changedSubject,
            .noAccountSubject, .noAccountBody, .passkeyAddedSubject, .passkeyAddedBody, .codesOnSubject, .codesOnBody,
            .codesOffSubject, .codesOffBody, .newCodesSubject, .newCodesBody, .signUpAttemptBody:
            ["app"]
        case .changeRequestedBody, .changedBody: ["app", "email"]
        default: []
        }
    }

    static let english: [MailText: MessageSource] = [
        .hello: "Hello,",
        .welcome: "Welcome,",
        .copyAddress: "Or copy this address into your browser:",
        .resetSubject: "Reset your {app} password",
        .resetBody:
            "Someone asked to reset the password of the {app} account that uses this address. If it was you, choose a new password with the link below. It works once, for 30 minutes.",
        .resetSignsOut: "Choosing a new password signs out every device signed in to the account.",
        .resetAction: "Choose a new password",
        .resetFootnote: "If you did not ask for this, ignore this message: the password stays as it is.",
        .signInSubject: "Your {app} sign-in link",
        .signInBody: "Here is the link you asked for to sign in to {app} without your password. It works once, for 15 minutes.",
        .signInAction: "Sign in to {app}",
        .signInFootnote: "If you did not ask for this, ignore this message: nobody can sign in without opening the link.",
        .confirmSubject: "Confirm your e-mail address for {app}",
        .confirmBody:
            "Please confirm that this address is yours, so that you can always get back into your account. The link works once, for 48 hours.",
        .confirmAction: "Confirm my address",
        .confirmFootnote: "If you did not sign up for {app}, ignore this message.",
        .changeSubject: "Confirm your new e-mail address for {app}",
        .changeBody:
            "Someone signed in to {app} asked to sign in with this address from now on. The change takes effect when you open the link below; it works once, for 48 hours.",
        .changeAction: "Use this address",
        .changeFootnote: "If you did not ask for this, ignore this message: nothing changes.",
        .changeRequestedSubject: "Your {app} e-mail address is about to change",
        .changeRequestedBody:
            "Someone signed in to your {app} account asked to move it from this address to “{email}”. The change happens only when the link sent there is opened.",
        .changeRequestedAdvice:
            "If this was not you, cancel the change with the link below (it works for 48 hours), then change your password and sign out the devices you do not know.",
        .changeRequestedAction: "Cancel the change",
        .changeRequestedFootnote: "If you asked for the change, there is nothing to do.",
        .addressInUseSubject: "About your {app} account",
        .addressInUseBody:
            "Someone signed in to another {app} account asked to move it to this address. This address already belongs to your account, so nothing changed.",
        .addressInUseAdvice: "If it was you, sign in with this address instead.",
        .signInPageAction: "Go to the sign-in page",
        .addressInUseFootnote: "If you did not ask for this, ignore this message: your account is as it was.",
        .changedSubject: "Your {app} e-mail address was changed",
        .changedBody: "Your {app} account now signs in with “{email}” instead of this address.",
        .changedAdvice:
            "If you did not make this change, reset your password from the sign-in page and check the devices signed in to your account.",
        .changedAction: "Open your account settings",
        .changedFootnote: "This is a notice; there is nothing to do if you made the change.",
        .noAccountSubject: "About your request at {app}",
        .noAccountBody: "Someone asked for a password reset or a sign-in link for this address at {app}, but no account uses it.",
        .noAccountAdvice: "If it was you, perhaps you signed up with another address: try that one.",
        .noAccountFootnote: "If you did not ask for this, ignore this message.",
        .passkeyAddedSubject: "A passkey was added to your {app} account",
        .passkeyAddedBody: "A passkey was just added to your {app} account. It signs in with a device's lock, without the password.",
        .codesOnSubject: "Authenticator codes were turned on for your {app} account",
        .codesOnBody: "Authenticator codes were just turned on for your {app} account: signing in now asks for a code from an app after the password.",
        .codesOffSubject: "Authenticator codes were turned off for your {app} account",
        .codesOffBody: "Authenticator codes were just turned off for your {app} account: signing in no longer asks for a code.",
        .newCodesSubject: "New recovery codes were made for your {app} account",
        .newCodesBody: "New recovery codes were just made for your {app} account; the ones before stopped working.",
        .wayInAdvice: "If this was you, there is nothing to do. If it was not, someone is using your account: change your password, sign out every other device and remove what you do not recognise.",
        .wayInAction: "See your security activity",
        .wayInFootnote: "We send this notice whenever a way into your account is added, changed or turned off.",
        .signUpAttemptSubject: "Someone tried to sign up with your address",
        .signUpAttemptBody: "Someone tried to create a {app} account with this address, which already has one. Nothing changed.",
        .signUpAttemptAdvice: "If it was you, sign in instead, or choose a new password if you have forgotten it.",
        .signUpAttemptFootnote: "If it was not you, ignore this message: nobody can sign up with an address that already has an account.",
    ]

    static let brazilianPortuguese: [MailText: MessageSource] = [
        .hello: "Olá,",
        .welcome: "Boas-vindas,",
        .copyAddress: "Ou copie este endereço no seu navegador:",
        .resetSubject: "Redefina sua senha do {app}",
        .resetBody:
            "Alguém pediu para redefinir a senha da conta do {app} que usa este e-mail. Se foi você, crie uma nova senha pelo link abaixo. Ele vale uma vez, por 30 minutos.",
        .resetSignsOut: "Ao criar uma nova senha, você sai da conta em todos os dispositivos conectados.",
        .resetAction: "Criar nova senha",
        .resetFootnote: "Se você não fez esse pedido, ignore esta mensagem: a senha continua a mesma.",
        .signInSubject: "Seu link de acesso ao {app}",
        .signInBody: "Aqui está o link que você pediu para entrar no {app} sem senha. Ele vale uma vez, por 15 minutos.",
        .signInAction: "Entrar no {app}",
        .signInFootnote: "Se você não fez esse pedido, ignore esta mensagem: ninguém consegue entrar sem abrir o link.",
        .confirmSubject: "Confirme seu e-mail no {app}",
        .confirmBody:
            "Confirme que este e-mail é seu para conseguir voltar à sua conta sempre que precisar. O link vale uma vez, por 48 horas.",
        .confirmAction: "Confirmar meu e-mail",
        .confirmFootnote: "Se você não criou uma conta no {app}, ignore esta mensagem.",
        .changeSubject: "Confirme seu novo e-mail no {app}",
        .changeBody:
            "Alguém conectado ao {app} pediu para entrar com este e-mail a partir de agora. A troca só vale quando você abrir o link abaixo; ele vale uma vez, por 48 horas.",
        .changeAction: "Usar este e-mail",
        .changeFootnote: "Se você não fez esse pedido, ignore esta mensagem: nada muda.",
        .changeRequestedSubject: "O e-mail da sua conta do {app} vai mudar",
        .changeRequestedBody:
            "Alguém conectado à sua conta do {app} pediu para trocar este e-mail por “{email}”. A troca só acontece quando o link enviado para lá for aberto.",
        .changeRequestedAdvice:
            "Se não foi você, cancele a troca pelo link abaixo (ele vale por 48 horas), depois troque sua senha e desconecte os dispositivos que você não reconhece.",
        .changeRequestedAction: "Cancelar a troca",
        .changeRequestedFootnote: "Se foi você que pediu a troca, não precisa fazer nada.",
        .addressInUseSubject: "Sobre sua conta do {app}",
        .addressInUseBody:
            "Alguém conectado a outra conta do {app} pediu para mudá-la para este e-mail. Este e-mail já é da sua conta, então nada mudou.",
        .addressInUseAdvice: "Se foi você, entre com este e-mail.",
        .signInPageAction: "Ir para a página de login",
        .addressInUseFootnote: "Se você não fez esse pedido, ignore esta mensagem: sua conta continua como estava.",
        .changedSubject: "O e-mail da sua conta do {app} foi trocado",
        .changedBody: "Sua conta do {app} agora entra com “{email}” em vez deste e-mail.",
        .changedAdvice:
            "Se não foi você que fez essa troca, redefina sua senha na página de login e confira os dispositivos conectados à sua conta.",
        .changedAction: "Abrir as configurações da conta",
        .changedFootnote: "Este é só um aviso; se foi você que fez a troca, não precisa fazer nada.",
        .noAccountSubject: "Sobre seu pedido no {app}",
        .noAccountBody: "Alguém pediu uma redefinição de senha ou um link de acesso para este e-mail no {app}, mas nenhuma conta usa este endereço.",
        .noAccountAdvice: "Se foi você, talvez tenha criado a conta com outro e-mail: tente com ele.",
        .noAccountFootnote: "Se você não fez esse pedido, ignore esta mensagem.",
        .passkeyAddedSubject: "Uma chave de acesso foi adicionada à sua conta do {app}",
        .passkeyAddedBody: "Uma chave de acesso acabou de ser adicionada à sua conta do {app}. Ela permite entrar com o bloqueio de um dispositivo, sem a senha.",
        .codesOnSubject: "A verificação em duas etapas foi ativada na sua conta do {app}",
        .codesOnBody: "A verificação em duas etapas acabou de ser ativada na sua conta do {app}: ao entrar, pedimos um código de um aplicativo depois da senha.",
        .codesOffSubject: "A verificação em duas etapas foi desativada na sua conta do {app}",
        .codesOffBody: "A verificação em duas etapas acabou de ser desativada na sua conta do {app}: ao entrar, não pedimos mais um código.",
        .newCodesSubject: "Novos códigos de recuperação foram gerados para a sua conta do {app}",
        .newCodesBody: "Novos códigos de recuperação acabaram de ser gerados para a sua conta do {app}; os anteriores deixaram de valer.",
        .wayInAdvice: "Se foi você, não precisa fazer nada. Se não foi, alguém está usando a sua conta: troque a senha, saia de todos os outros dispositivos e remova o que você não reconhece.",
        .wayInAction: "Ver a atividade de segurança",
        .wayInFootnote: "Enviamos este aviso sempre que uma forma de entrar na sua conta é adicionada, alterada ou desativada.",
        .signUpAttemptSubject: "Alguém tentou criar uma conta com o seu e-mail",
        .signUpAttemptBody: "Alguém tentou criar uma conta do {app} com este e-mail, que já tem uma. Nada mudou.",
        .signUpAttemptAdvice: "Se foi você, entre na sua conta, ou crie uma nova senha se tiver esquecido a sua.",
        .signUpAttemptFootnote: "Se não foi você, ignore esta mensagem: ninguém consegue criar uma conta com um e-mail que já tem uma.",
    ]

    static let messages = Messages<MailText>([.english: english, .brazilianPortuguese: brazilianPortuguese])
}
