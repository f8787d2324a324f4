import ScreenKit

/// The copy of the second step: authenticator codes in the settings, the recovery codes and
/// their text file, the code asked for after the password or before a sensitive action, in
/// every language the app speaks.
enum SecondStepText: Int, MessageKey {
    case authenticatorTitle
    case setUpExplanation
    case qrCodeAlt
    /// Before the secret as text, which the page sets in a `code` element of its own.
    case keyLabel
    case codeFromAppLabel
    case turnOn
    case newCodesExplanation
    case downloadCodes
    case makeNewCodes
    case backToSettings
    case onExplanation
    case codesLeft
    case turnOff
    case codeOrRecoveryCodeLabel
    case nothingBeingSetUp
    /// The downloaded file's first line.
    case fileHeading
    /// The downloaded file's lines between its heading and the codes.
    case fileExplanation
    case secondStepTitle
    case secondStepExplanation
    case codeLabel
    case trustThisBrowser
    case continueButton
    case startAgain
    case confirmTitle
    case confirmExplanation
    /// The wait in whole minutes, rounded up.
    case tooManyWrongCodes
    case wrongCode
    case enterCode
    case secondStepExpired
    case authenticatorOff
    case downloadExpired
    case recoveryCodeUsed
    /// Why an account whose address nobody proved yet turns on no codes.
    case addressUnproven
    /// The account the code is asked for.
    case signingInAs
    case confirmNewCodesTitle
    case confirmNewCodesExplanation
    /// On the page that shows the recovery codes of codes just turned on, with other devices signed in.
    case signOutOthersOffer
    case signOutOthers
    /// Each change mails the member; the wait in whole minutes, rounded up.
    case tooManyChanges
    case backToCodes

    var argumentNames: [String] {
        switch self {
        case .codesLeft, .tooManyWrongCodes, .recoveryCodeUsed, .tooManyChanges: ["count"]
        case .signingInAs: ["email"]
        case .fileHeading: ["app", "account"]
        default: []
        }
    }

    static let english: [SecondStepText: MessageSource] = [
        .authenticatorTitle: "Authenticator codes",
        .setUpExplanation:
            "Scan this QR code with your authenticator app, or type the key below into it, then enter the six-digit code it shows.",
        .qrCodeAlt: "QR code of the key below",
        .keyLabel: "Key:",
        .codeFromAppLabel: "Code from the app",
        .turnOn: "Turn on",
        .newCodesExplanation:
            "Authenticator codes are on. Keep these recovery codes somewhere safe: each one signs you in once if you lose your phone. They are shown only now.",
        .downloadCodes: "Download as a text file",
        .makeNewCodes: "Make new recovery codes",
        .backToSettings: "Back to settings",
        .onExplanation: "Authenticator codes are on: signing in asks for a code after your password.",
        .codesLeft: .plural(one: "Recovery codes left: {count}", other: "Recovery codes left: {count}"),
        .turnOff: "Turn off",
        .codeOrRecoveryCodeLabel: "Code from the app, or a recovery code",
        .nothingBeingSetUp: "There is no authenticator being set up.",
        .fileHeading: "{app} recovery codes for {account}",
        .fileExplanation: """
            Each code signs you in once, in place of a code from your authenticator app.
            Keep them somewhere safe: with your password, any one of them opens your account.
            Making new recovery codes makes all of these stop working.
            """,
        .secondStepTitle: "Enter your code",
        .secondStepExplanation:
            "Open your authenticator app and type the six-digit code it shows for this site. Lost your phone? Type one of your recovery codes instead.",
        .codeLabel: "Code",
        .trustThisBrowser: "Trust this browser for 30 days",
        .continueButton: "Continue",
        .startAgain: "Start again",
        .confirmTitle: "Confirm it is you",
        .confirmExplanation:
            "This is a sensitive action: type a code from your authenticator app, or a recovery code, to go on. You will not be asked again for a few minutes.",
        .tooManyWrongCodes: .plural(
            one: "Too many wrong codes. Try again in {count} minute.", other: "Too many wrong codes. Try again in {count} minutes."),
        .wrongCode: "That code is not right, or was already used.",
        .enterCode: "Enter the code from your authenticator app, or a recovery code.",
        .secondStepExpired: "Your sign-in took too long. Sign in again.",
        .authenticatorOff: "Authenticator codes are off.",
        .downloadExpired:
            "Those recovery codes can no longer be downloaded. Copy them from the page where they were shown, or make new ones.",
        .recoveryCodeUsed: .plural(
            one: "You used a recovery code. {count} recovery code is left.",
            other: "You used a recovery code. {count} recovery codes are left."),
        .addressUnproven: "Authenticator codes can be turned on once your e-mail address is confirmed: open the link we mailed you, or send it again with the button above.",
        .signingInAs: "Signing in as {email}.",
        .confirmNewCodesTitle: "Make new recovery codes?",
        .confirmNewCodesExplanation: "New recovery codes replace the ones you have: every code you have now stops working. Make new ones when you can keep them somewhere safe straight away.",
        .signOutOthersOffer: "If anyone else may have used your account, sign out every other device now: they will need the password and a code to come back.",
        .signOutOthers: "Sign out other devices",
        .tooManyChanges: .plural(
            one: "Too many changes to how you sign in. Try again in {count} minute.",
            other: "Too many changes to how you sign in. Try again in {count} minutes."),
        .backToCodes: "Back to authenticator codes",
    ]

    static let brazilianPortuguese: [SecondStepText: MessageSource] = [
        .authenticatorTitle: "Verificação em duas etapas",
        .setUpExplanation:
            "Escaneie este QR code com o seu aplicativo autenticador, ou digite nele a chave abaixo, e depois informe o código de seis dígitos que aparecer.",
        .qrCodeAlt: "QR code da chave abaixo",
        .keyLabel: "Chave:",
        .codeFromAppLabel: "Código do aplicativo",
        .turnOn: "Ativar",
        .newCodesExplanation:
            "A verificação em duas etapas está ativada. Guarde estes códigos de recuperação em um lugar seguro: cada um permite entrar uma vez se você perder o celular. Eles só aparecem agora.",
        .downloadCodes: "Baixar como arquivo de texto",
        .makeNewCodes: "Gerar novos códigos de recuperação",
        .backToSettings: "Voltar às configurações",
        .onExplanation: "A verificação em duas etapas está ativada: ao entrar, pedimos um código depois da senha.",
        .codesLeft: .plural(
            one: "{count} código de recuperação restante", other: "{count} códigos de recuperação restantes"),
        .turnOff: "Desativar",
        .codeOrRecoveryCodeLabel: "Código do aplicativo ou código de recuperação",
        .nothingBeingSetUp: "Nenhum aplicativo autenticador está sendo configurado.",
        .fileHeading: "Códigos de recuperação de {app} para {account}",
        .fileExplanation: """
            Cada código permite entrar uma vez, no lugar de um código do seu aplicativo autenticador.
            Guarde-os em um lugar seguro: junto com a sua senha, qualquer um deles abre a sua conta.
            Se você gerar novos códigos de recuperação, todos estes deixam de valer.
            """,
        .secondStepTitle: "Digite o seu código",
        .secondStepExplanation:
            "Abra o seu aplicativo autenticador e digite o código de seis dígitos que ele mostra para este site. Perdeu o celular? Digite um dos seus códigos de recuperação.",
        .codeLabel: "Código",
        .trustThisBrowser: "Confiar neste navegador por 30 dias",
        .continueButton: "Continuar",
        .startAgain: "Recomeçar",
        .confirmTitle: "Confirme que é você",
        .confirmExplanation:
            "Esta é uma ação sensível: para continuar, digite um código do seu aplicativo autenticador ou um código de recuperação. Não vamos pedir de novo pelos próximos minutos.",
        .tooManyWrongCodes: .plural(
            one: "Muitos códigos errados. Tente de novo em {count} minuto.",
            other: "Muitos códigos errados. Tente de novo em {count} minutos."),
        .wrongCode: "Esse código não está certo ou já foi usado.",
        .enterCode: "Digite o código do seu aplicativo autenticador ou um código de recuperação.",
        .secondStepExpired: "O seu acesso demorou demais. Entre de novo.",
        .authenticatorOff: "A verificação em duas etapas está desativada.",
        .downloadExpired:
            "Não dá mais para baixar esses códigos de recuperação. Copie-os da página em que apareceram ou gere novos.",
        .recoveryCodeUsed: .plural(
            one: "Você usou um código de recuperação. Resta {count} código de recuperação.",
            other: "Você usou um código de recuperação. Restam {count} códigos de recuperação."),
        .addressUnproven: "Você poderá ativar a verificação em duas etapas depois de confirmar o seu e-mail: abra o link que enviamos ou peça outro no botão acima.",
        .signingInAs: "Entrando como {email}.",
        .confirmNewCodesTitle: "Gerar novos códigos de recuperação?",
        .confirmNewCodesExplanation: "Os novos códigos de recuperação substituem os que você tem: todos os códigos atuais deixam de valer. Gere novos quando puder guardá-los logo em um lugar seguro.",
        .signOutOthersOffer: "Se outra pessoa pode ter usado a sua conta, saia agora de todos os outros dispositivos: para voltar, será preciso a senha e um código.",
        .signOutOthers: "Sair dos outros dispositivos",
        .tooManyChanges: .plural(
            one: "Muitas mudanças na forma de entrar. Tente de novo em {count} minuto.",
            other: "Muitas mudanças na forma de entrar. Tente de novo em {count} minutos."),
        .backToCodes: "Voltar à verificação em duas etapas",
    ]

    static let messages = Messages<SecondStepText>([.english: english, .brazilianPortuguese: brazilianPortuguese])
}
