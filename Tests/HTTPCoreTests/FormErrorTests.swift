import HTTPCore
import Testing

@Suite struct FormErrorTests {
    @Test(arguments: [
        (FormError.Code.malformed, 400), (.invalidUTF8, 400), (.controlCharacter, 400), (.missingField, 400),
        (.duplicateField, 400), (.unsupportedShape, 400), (.invalidValue, 422), (.partTooLarge, 413),
        (.tooManyParts, 413),
    ])
    func statuses(code: FormError.Code, status: Int) {
        #expect(FormError(code).status.code == status)
        #expect(FormError(code, field: "x").status.code == status)
    }

    @Test(arguments: [
        (FormError(.missingField, field: "email"), "The field \"email\" is required."),
        (FormError(.duplicateField, field: "age"), "The field \"age\" was sent more than once."),
        (FormError(.invalidValue, field: "age"), "The field \"age\" has an invalid value."),
        (FormError(.partTooLarge, field: "avatar"), "The field \"avatar\" is too large."),
        (FormError(.controlCharacter, field: "bio"), "The field \"bio\" contains a control character."),
        (FormError(.malformed), "The form is malformed."),
        (FormError(.tooManyParts), "The form has too many fields."),
    ])
    func messagesNameTheField(error: FormError, message: String) {
        #expect(error.publicMessage == message)
        #expect(error.description == message)
    }

    @Test func messagesNeverEchoTheValue() {
        let error = #expect(throws: FormError.self) {
            try URLEncodedFormDecoder().decode(One<Int>.self, from: Array("value=hunter2-secret".utf8))
        }
        #expect(error?.field == "value")
        #expect(error?.publicMessage.contains("hunter2") == false)
    }

    @Test func aLongFieldNameIsShortenedInTheMessage() {
        let name = String(repeating: "n", count: 500)
        let error = FormError(.missingField, field: name)
        #expect(error.field == name)
        #expect(error.publicMessage == "The field \"\(String(repeating: "n", count: 64))…\" is required.")
    }

    @Test func isAnHTTPResponseError() {
        let error: any Error = FormError(.invalidValue, field: "age")
        #expect((error as? any HTTPResponseError)?.status == .unprocessableContent)
    }

    @Test func equalityComparesCodeAndField() {
        #expect(FormError(.missingField, field: "a") == FormError(.missingField, field: "a"))
        #expect(FormError(.missingField, field: "a") != FormError(.missingField, field: "b"))
        #expect(FormError(.missingField, field: "a") != FormError(.missingField))
        #expect(FormError(.missingField) != FormError(.duplicateField))
    }

    @Test func theURLEncodedDecoderReadsAParsedForm() throws {
        var form = URLEncodedForm()
        form.append("email", "a@b.example")
        form.append("age", "42")
        form.append("plan", "free")
        let signUp = try URLEncodedFormDecoder().decode(SignUp.self, from: form)
        #expect(signUp == SignUp(email: "a@b.example", age: 42, plan: .free, newsletter: false, interests: [], nickname: nil))
    }
}
