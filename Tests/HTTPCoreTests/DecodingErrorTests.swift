import HTTPCore
import Testing

struct DecodingErrorTests {
    @Test(arguments: [
        (DecodingError.Code.malformedPercentEncoding, "query", "The query has a malformed percent-encoding."),
        (.invalidUTF8, "form", "The form is not valid UTF-8."),
        (.controlCharacter, "path", "The path contains a control character."),
        (.malformedTarget, "path", "The request target is not a valid path."),
    ])
    func messages(code: DecodingError.Code, context: String, message: String) {
        let error = DecodingError(code, in: context)
        #expect(error.code == code)
        #expect(error.context == context)
        #expect(error.publicMessage == message)
        #expect(error.description == message)
        #expect(error.status == .badRequest)
    }

    @Test func isAnHTTPResponseError() {
        let error: any Error = DecodingError(.invalidUTF8, in: "query")
        let responseError = error as? any HTTPResponseError
        #expect(responseError?.status == .badRequest)
        #expect(responseError?.publicMessage == "The query is not valid UTF-8.")
    }

    @Test func equalityComparesCodeAndContext() {
        #expect(DecodingError(.invalidUTF8, in: "path") == DecodingError(.invalidUTF8, in: "path"))
        #expect(DecodingError(.invalidUTF8, in: "path") != DecodingError(.invalidUTF8, in: "query"))
        #expect(DecodingError(.invalidUTF8, in: "path") != DecodingError(.controlCharacter, in: "path"))
    }
}
