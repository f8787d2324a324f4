import HTTPCore
import Testing

/// What the decoder refuses, and with which status: every rule of ``FormDecoder`` that ends in an error.
@Suite struct FormDecoderRefusalTests {
    private func form(_ fields: (String, FormValue)...) -> FormData {
        FormData(fields: fields.map { (name: $0.0, value: $0.1) })
    }

    private let png = FormFile(filename: "a.png", contentType: "image/png", bytes: [0x89, 0x50, 0x4E, 0x47])
    private let emptyUpload = FormFile(filename: "", bytes: [])

    @Test(arguments: ["", "email=a%40b.example", "age=", "age"])
    func aMissingRequiredNumberIsABadRequest(body: String) throws {
        let error = #expect(throws: FormError.self) {
            try URLEncodedFormDecoder().decode(One<Int>.self, from: Array(body.utf8))
        }
        #expect(error == FormError(.missingField, field: "value"))
        #expect(error?.status == .badRequest)
    }

    @Test func missingFilesAndEnumsAreRequiredToo() {
        #expect(throws: FormError(.missingField, field: "value")) {
            try FormDecoder().decode(One<FormFile>.self, from: FormData())
        }
        #expect(throws: FormError(.missingField, field: "value")) {
            try FormDecoder().decode(One<Plan>.self, from: FormData())
        }
        #expect(throws: FormError(.missingField, field: "value")) {
            try FormDecoder().decode(One<Double>.self, from: FormData())
        }
    }

    @Test(arguments: [
        "value=1&value=1",
        "value=1&other=2&value=3",
        "value=&value=",
    ])
    func aSingleValueSentTwiceIsADuplicate(body: String) {
        #expect(throws: FormError(.duplicateField, field: "value")) {
            try URLEncodedFormDecoder().decode(One<Int?>.self, from: Array(body.utf8))
        }
        #expect(throws: FormError(.duplicateField, field: "value")) {
            try URLEncodedFormDecoder().decode(One<String>.self, from: Array(body.utf8))
        }
        #expect(FormError(.duplicateField).status == .badRequest)
    }

    @Test func aCheckboxSentTwiceIsADuplicate() {
        #expect(throws: FormError(.duplicateField, field: "remember")) {
            try URLEncodedFormDecoder().decode(Defaults.self, from: Array("remember=0&remember=on".utf8))
        }
    }

    @Test func nestedShapesAreRefused() {
        #expect(throws: FormError(.unsupportedShape, field: "address")) {
            try URLEncodedFormDecoder().decode(WithAddress.self, from: Array("address=x&city=Paris".utf8))
        }
        #expect(throws: FormError(.unsupportedShape, field: "extra")) {
            try URLEncodedFormDecoder().decode(WithDictionary.self, from: Array("extra=1".utf8))
        }
        #expect(throws: FormError(.unsupportedShape, field: "grid")) {
            try URLEncodedFormDecoder().decode(WithGrid.self, from: Array("grid=a&grid=b".utf8))
        }
        #expect(throws: FormError(.unsupportedShape)) {
            try URLEncodedFormDecoder().decode([String].self, from: Array("a=1".utf8))
        }
        #expect(throws: FormError(.unsupportedShape)) {
            try URLEncodedFormDecoder().decode(String.self, from: Array("a=1".utf8))
        }
        #expect(FormError(.unsupportedShape).status == .badRequest)
    }

    @Test func aFileIsNotTextAndTextIsNotAFile() {
        #expect(throws: FormError(.malformed, field: "value")) {
            try FormDecoder().decode(One<String>.self, from: form(("value", .file(png))))
        }
        #expect(throws: FormError(.malformed, field: "value")) {
            try FormDecoder().decode(One<FormFile>.self, from: form(("value", .text("a.png"))))
        }
        #expect(throws: FormError(.malformed, field: "attachments")) {
            try FormDecoder().decode(Profile.self, from: form(("attachments", .file(png)), ("attachments", .text("x"))))
        }
    }

    @Test func anEmptyFileInputCountsAsNotSent() throws {
        let profile = try FormDecoder().decode(
            Profile.self,
            from: form(("display_name", .text("Ada")), ("avatar", .file(emptyUpload)), ("attachments", .file(emptyUpload)))
        )
        #expect(profile.avatar == nil)
        #expect(profile.attachments == [])
        #expect(throws: FormError(.missingField, field: "value")) {
            try FormDecoder().decode(One<FormFile>.self, from: form(("value", .file(emptyUpload))))
        }
        #expect(try FormDecoder().decode(One<String>.self, from: form(("value", .file(emptyUpload)))).value == "")
    }

    @Test(arguments: ["a%00b", "%01", "a%1Bb", "%7F", "%08"])
    func controlCharactersInATextValueAreRefused(value: String) {
        let error = #expect(throws: FormError.self) {
            try URLEncodedFormDecoder().decode(One<String>.self, from: Array("value=\(value)".utf8))
        }
        #expect(error?.code == .controlCharacter)
        #expect(error?.status == .badRequest)
    }

    @Test func tabCarriageReturnAndLineFeedAreText() throws {
        let decoded = try URLEncodedFormDecoder().decode(One<String>.self, from: Array("value=a%09b%0D%0Ac%0Ad".utf8))
        #expect(decoded.value == "a\tb\r\nc\nd")
    }

    @Test func errorsFromATypesOwnInitializerAreUnprocessable() throws {
        #expect(try URLEncodedFormDecoder().decode(Validated.self, from: Array("code=abcd".utf8)).code == "abcd")
        let error = #expect(throws: FormError.self) {
            try URLEncodedFormDecoder().decode(Validated.self, from: Array("code=ab".utf8))
        }
        #expect(error?.status == .unprocessableContent)
    }

    @Test(arguments: [
        ("value=%", FormError.Code.malformed),
        ("value=%zz", .malformed),
        ("value=%FF", .invalidUTF8),
        ("value=%C3", .invalidUTF8),
        ("%FF=1", .invalidUTF8),
        ("value=%00", .controlCharacter),
    ])
    func aBodyThatDoesNotDecodeIsABadRequest(body: String, code: FormError.Code) {
        #expect(throws: FormError(code)) {
            try URLEncodedFormDecoder().decode(One<String>.self, from: Array(body.utf8))
        }
        #expect(FormError(code).status == .badRequest)
    }
}
