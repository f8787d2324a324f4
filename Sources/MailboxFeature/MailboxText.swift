import ScreenKit

/// The development mailbox's copy, in every language the app speaks.
enum MailboxText: Int, MessageKey {
    /// The mailbox holds sign-in and password reset links: a server in development that
    /// listens beyond loopback (`--host 0.0.0.0`) must not hand them to its network. The path
    /// is real, and the refusal is about who asks (403), so a developer on a phone or a virtual
    /// machine is told what to do rather than left looking for a mistyped route.
    case onlyThisMachine
    case mailboxTitle
    /// Before the option's name, which the page sets as code.
    case explanationBefore
    /// After the option's name.
    case explanationAfter
    case noMessages
    case subjectColumn
    case toColumn
    case queuedColumn
    case stateColumn
    case olderNotListed
    case waiting
    case sent
    case failed
    case stateAfterTries
    case lastError
    case links
    case plainText
    case openHTML
    case backToMailbox
    case noSuchMessage

    var argumentNames: [String] {
        switch self {
        case .olderNotListed: ["count"]
        case .stateAfterTries: ["state", "count"]
        default: []
        }
    }

    static let english: [MailboxText: MessageSource] = [
        .onlyThisMachine:
            "The development mailbox answers only on this machine: open it in a browser on the computer the server runs on.",
        .mailboxTitle: "Mailbox",
        .explanationBefore: "Every message the app has queued, newest first. In development without",
        .explanationAfter: "nothing leaves this machine: open a message to follow its links.",
        .noMessages: "No messages yet. Sign up, or ask for a password reset, and the message shows here.",
        .subjectColumn: "Subject",
        .toColumn: "To",
        .queuedColumn: "Queued",
        .stateColumn: "State",
        .olderNotListed: .plural(one: "{count} older message is not listed.", other: "{count} older messages are not listed."),
        .waiting: "waiting",
        .sent: "sent",
        .failed: "failed",
        .stateAfterTries: .plural(one: "{state} after {count} try", other: "{state} after {count} tries"),
        .lastError: "Last error",
        .links: "Links",
        .plainText: "Plain text",
        .openHTML: "Open the HTML part",
        .backToMailbox: "Back to the mailbox",
        .noSuchMessage: "There is no message with this number in the outbox.",
    ]

    static let brazilianPortuguese: [MailboxText: MessageSource] = [
        .onlyThisMachine:
            "A caixa de e-mails de desenvolvimento só responde nesta máquina: abra-a num navegador no computador em que o servidor roda.",
        .mailboxTitle: "Caixa de e-mails",
        .explanationBefore: "Todas as mensagens que o app colocou na fila, das mais recentes às mais antigas. Em desenvolvimento sem",
        .explanationAfter: "nada sai desta máquina: abra uma mensagem para seguir os links dela.",
        .noMessages: "Nenhuma mensagem ainda. Crie uma conta ou peça para redefinir a senha, e a mensagem aparece aqui.",
        .subjectColumn: "Assunto",
        .toColumn: "Para",
        .queuedColumn: "Na fila desde",
        .stateColumn: "Situação",
        .olderNotListed: .plural(one: "{count} mensagem mais antiga não aparece.", other: "{count} mensagens mais antigas não aparecem."),
        .waiting: "aguardando",
        .sent: "enviada",
        .failed: "falhou",
        .stateAfterTries: .plural(one: "{state} após {count} tentativa", other: "{state} após {count} tentativas"),
        .lastError: "Último erro",
        .links: "Links",
        .plainText: "Texto simples",
        .openHTML: "Abrir a parte em HTML",
        .backToMailbox: "Voltar para a caixa de e-mails",
        .noSuchMessage: "Não há mensagem com esse número na fila de saída.",
    ]

    static let messages = Messages<MailboxText>([.english: english, .brazilianPortuguese: brazilianPortuguese])
}
