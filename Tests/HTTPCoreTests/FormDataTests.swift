import HTTPCore
import Testing

@Suite struct FormDataTests {
    private let file = FormFile(filename: "cv.pdf", contentType: "application/pdf", bytes: [0x25, 0x50, 0x44, 0x46])

    @Test func anEmptyForm() {
        let form = FormData()
        #expect(form.isEmpty)
        #expect(form.count == 0)
        #expect(form["a"] == nil)
        #expect(form.values(for: "a") == [])
        #expect(form.files(for: "a") == [])
    }

    @Test func fromAURLEncodedFormEveryFieldIsTextInOrder() throws {
        let form = FormData(try URLEncodedForm(decoding: Array("b=2&a=1&b=3&c".utf8), context: "form"))
        #expect(form.map(\.name) == ["b", "a", "b", "c"])
        #expect(form.map(\.value) == [.text("2"), .text("1"), .text("3"), .text("")])
        #expect(form.count == 4)
        #expect(!form.isEmpty)
    }

    @Test func textLookupsSkipFilesAndFileLookupsSkipText() {
        var form = FormData()
        form.append("cv", .file(file))
        form.append("cv", .text("none"))
        form.append("name", .text("Ada"))
        form.append("cv", .text("later"))
        #expect(form["cv"] == "none")
        #expect(form.values(for: "cv") == ["none", "later"])
        #expect(form.files(for: "cv") == [file])
        #expect(form.formValues(for: "cv") == [.file(file), .text("none"), .text("later")])
        #expect(form["name"] == "Ada")
        #expect(form["Name"] == nil)
    }

    @Test func valueAccessors() {
        #expect(FormValue.text("a").text == "a")
        #expect(FormValue.text("a").file == nil)
        #expect(FormValue.file(file).file == file)
        #expect(FormValue.file(file).text == nil)
    }

    @Test func equalityComparesNamesValuesAndOrder() {
        let form = FormData(fields: [(name: "a", value: .text("1")), (name: "f", value: .file(file))])
        #expect(form == FormData(fields: [(name: "a", value: .text("1")), (name: "f", value: .file(file))]))
        #expect(form != FormData(fields: [(name: "f", value: .file(file)), (name: "a", value: .text("1"))]))
        #expect(form != FormData(fields: [(name: "a", value: .text("1"))]))
        #expect(form != FormData(fields: [(name: "a", value: .text("1")), (name: "g", value: .file(file))]))
    }

    @Test func aFileWithoutContentTypeIsOctetStream() {
        #expect(FormFile(filename: "x", bytes: []).contentType == "application/octet-stream")
    }

    @Test func aFileIsDecodedOnlyAsAField() {
        #expect(throws: FormError(.unsupportedShape)) {
            try FormDecoder().decode(FormFile.self, from: FormData(fields: [(name: "f", value: .file(file))]))
        }
    }
}
