import Localization

/// The status screens' copy, in every language the app speaks: a heading and a sentence for
/// each status the kit answers by itself, and the way home.
enum StatusText: Int, MessageKey {
    case badRequestHeading
    case badRequest
    case forbiddenHeading
    case forbidden
    case notFoundHeading
    case notFound
    case methodNotAllowedHeading
    case methodNotAllowed
    case contentTooLargeHeading
    case contentTooLarge
    case uriTooLongHeading
    case uriTooLong
    case unsupportedMediaTypeHeading
    case unsupportedMediaType
    case unprocessableContentHeading
    case unprocessableContent
    case tooManyRequestsHeading
    case tooManyRequests
    case internalServerErrorHeading
    case serviceUnavailableHeading
    /// Every other failure: nothing about what broke, which only the log tells.
    case somethingWentWrong
    case errorCode
    case goHome
    /// The sentence of a 503 the server words without knowing the request's language.
    case serviceUnavailable
    case formExpired
    case confirmEmailNotice
    case resendConfirmation

    var argumentNames: [String] {
        switch self {
        case .errorCode: ["code"]
        default: []
        }
    }

    // English headings are the reason phrases JSON clients read in `error`.
    static let english: [StatusText: MessageSource] = [
        .badRequestHeading: "Bad Request",
        .badRequest: "The request could not be understood.",
        .forbiddenHeading: "Forbidden",
        .forbidden: "You are not allowed to do that.",
        .notFoundHeading: "Not Found",
        .notFound: "There is nothing at this address.",
        .methodNotAllowedHeading: "Method Not Allowed",
        .methodNotAllowed: "This address does not accept that kind of request.",
        .contentTooLargeHeading: "Content Too Large",
        .contentTooLarge: "What was sent is too large.",
        .uriTooLongHeading: "URI Too Long",
        .uriTooLong: "The address is too long.",
        .unsupportedMediaTypeHeading: "Unsupported Media Type",
        .unsupportedMediaType: "This form must be sent as a regular web form.",
        .unprocessableContentHeading: "Unprocessable Content",
        .unprocessableContent: "What was sent could not be used.",
        .tooManyRequestsHeading: "Too Many Requests",
        .tooManyRequests: "Too many attempts. Wait a moment and try again.",
        .internalServerErrorHeading: "Internal Server Error",
        .serviceUnavailableHeading: "Service Unavailable",
        .somethingWentWrong: "Something went wrong on our side. Please try again.",
        .errorCode: "Error {code}",
        .goHome: "Go to the home page",
        .serviceUnavailable: "The server cannot answer just now. Try again in a moment.",
        .formExpired: "This form has expired or did not come from this site. Reload the page and try again.",
        .confirmEmailNotice: "Please confirm your e-mail address: open the link we sent you.",
        .resendConfirmation: "Send the link again",
    ]

    static let brazilianPortuguese: [StatusText: MessageSource] = [
        .badRequestHeading: "Pedido inválido",
        .badRequest: "Não foi possível entender o pedido.",
        .forbiddenHeading: "Acesso negado",
        .forbidden: "Você não tem permissão para fazer isso.",
        .notFoundHeading: "Página não encontrada",
        .notFound: "Não há nada neste endereço.",
        .methodNotAllowedHeading: "Ação não permitida",
        .methodNotAllowed: "Este endereço não aceita esse tipo de pedido.",
        .contentTooLargeHeading: "Envio grande demais",
        .contentTooLarge: "O que você enviou é grande demais.",
        .uriTooLongHeading: "Endereço longo demais",
        .uriTooLong: "O endereço é longo demais.",
        .unsupportedMediaTypeHeading: "Formato não aceito",
        .unsupportedMediaType: "Este formulário precisa ser enviado como um formulário comum da web.",
        .unprocessableContentHeading: "Envio inválido",
        .unprocessableContent: "Não foi possível usar o que você enviou.",
        .tooManyRequestsHeading: "Muitas tentativas",
        .tooManyRequests: "Muitas tentativas. Espere um pouco e tente de novo.",
        .internalServerErrorHeading: "Erro no servidor",
        .serviceUnavailableHeading: "Serviço indisponível",
        .somethingWentWrong: "Algo deu errado do nosso lado. Tente de novo, por favor.",
        .errorCode: "Erro {code}",
        .goHome: "Ir para a página inicial",
        .serviceUnavailable: "O servidor não consegue responder agora. Tente de novo em instantes.",
        .formExpired: "Este formulário expirou ou não veio deste site. Recarregue a página e tente de novo.",
        .confirmEmailNotice: "Confirme seu e-mail: abra o link que enviamos para você.",
        .resendConfirmation: "Reenviar o link",
    ]

    static let messages = Messages<StatusText>([.english: english, .brazilianPortuguese: brazilianPortuguese])
}
