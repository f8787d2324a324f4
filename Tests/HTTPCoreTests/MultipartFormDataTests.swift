import HTTPCore
import Testing

@Suite struct MultipartFormDataTests {
    private let boundary = MultipartBody.boundary

    /// A PNG signature (with its CRLF), every byte value, a CRLF and a near-miss of the delimiter.
    private var pngLikeBytes: [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + (0...255).map { UInt8($0) }
            + [13, 10] + Array("\r\n--\(boundary.dropLast())".utf8) + [0x00, 13, 10, 0x2D, 0x2D]
    }

    /// What Chrome sends for a profile form with a CSRF token, a textarea, a file and a checkbox.
    private var browserBody: [UInt8] {
        MultipartBody.lines("""
            --\(boundary)
            Content-Disposition: form-data; name="_csrf"

            t0k3n
            --\(boundary)
            Content-Disposition: form-data; name="display_name"

            Ada Lovelace
            --\(boundary)
            Content-Disposition: form-data; name="bio"

            First line
            Second line, with "quotes" & ünïcödé
            --\(boundary)
            Content-Disposition: form-data; name="avatar"; filename="dot.png"
            Content-Type: image/png


            """) + pngLikeBytes + MultipartBody.lines("""

            --\(boundary)
            Content-Disposition: form-data; name="public"

            on
            --\(boundary)--

            """)
    }

    private func parse(_ body: [UInt8], limits: MultipartLimits = MultipartLimits()) throws(FormError) -> FormData {
        try FormData(multipart: body, boundary: boundary, limits: limits)
    }

    @Test func aBrowserBodyRoundTrips() throws {
        let form = try parse(browserBody)
        let avatar = FormFile(filename: "dot.png", contentType: "image/png", bytes: pngLikeBytes)
        #expect(form == FormData(fields: [
            (name: "_csrf", value: .text("t0k3n")),
            (name: "display_name", value: .text("Ada Lovelace")),
            (name: "bio", value: .text("First line\r\nSecond line, with \"quotes\" & ünïcödé")),
            (name: "avatar", value: .file(avatar)),
            (name: "public", value: .text("on")),
        ]))
        let profile = try FormDecoder().decode(Profile.self, from: form)
        #expect(profile == Profile(
            displayName: "Ada Lovelace", bio: "First line\r\nSecond line, with \"quotes\" & ünïcödé",
            avatar: avatar, attachments: [], isPublic: true))
    }

    @Test func anEmptyFileInputIsKeptAndDecodesAsNoFile() throws {
        let body = MultipartBody.body([
            MultipartBody.text("display_name", "Ada"),
            MultipartBody.file("avatar", filename: "", bytes: []),
        ])
        let form = try parse(body)
        #expect(form.files(for: "avatar") == [FormFile(filename: "", contentType: "application/octet-stream", bytes: [])])
        #expect(try FormDecoder().decode(Profile.self, from: form).avatar == nil)
    }

    @Test func repeatedNamesKeepEveryPartInOrder() throws {
        let first = FormFile(filename: "a.txt", contentType: "text/plain", bytes: Array("A".utf8))
        let second = FormFile(filename: "b.bin", contentType: "application/octet-stream", bytes: [0, 1])
        let body = MultipartBody.body([
            MultipartBody.text("tag", "b"),
            MultipartBody.file("attachments", filename: "a.txt", contentType: "text/plain", bytes: Array("A".utf8)),
            MultipartBody.text("tag", "a"),
            MultipartBody.file("attachments", filename: "b.bin", contentType: nil, bytes: [0, 1]),
            MultipartBody.text("tag", ""),
        ])
        let form = try parse(body)
        #expect(form.count == 5)
        #expect(form["tag"] == "b")
        #expect(form.values(for: "tag") == ["b", "a", ""])
        #expect(form.files(for: "attachments") == [first, second])
        #expect(try FormDecoder().decode(Profile.self, from: form).attachments == [first, second])
    }

    @Test func aPreambleAnEpilogueAndTransportPaddingAreIgnored() throws {
        let body = MultipartBody.lines("""
            This is the preamble; --\(boundary) here is not a delimiter.
            --\(boundary) \t
            Content-Disposition: form-data; name="a"

            1
            --\(boundary)--  and an epilogue
            --\(boundary)
            Content-Disposition: form-data; name="ignored"

            2
            """)
        let form = try parse(body)
        #expect(form == FormData(fields: [(name: "a", value: .text("1"))]))
    }

    @Test(arguments: [
        "--\(MultipartBody.boundary)--",
        "--\(MultipartBody.boundary)--\r\n",
        "preamble\r\n--\(MultipartBody.boundary)--\r\nepilogue",
    ])
    func aCloseDelimiterAloneIsAnEmptyForm(body: String) throws {
        #expect(try parse(Array(body.utf8)).isEmpty)
    }

    @Test func headersAreReadLeniently() throws {
        let body = MultipartBody.body([
            MultipartBody.part(["CONTENT-DISPOSITION: Form-Data;; NAME=plain ;"], content: Array("1".utf8)),
            MultipartBody.part(
                ["X-Unknown: whatever; \"really\"", "content-disposition:form-data;name=\"say \\\"hi\\\"\"", "Content-Transfer-Encoding: 8bit"],
                content: Array("2".utf8)),
            MultipartBody.part(
                ["Content-Disposition: form-data; name=\"upload\"; filename=\"C:\\\\fakepath\\\\a.txt\"; filename*=UTF-8''x",
                 "content-type:\ttext/plain; charset=utf-8 "],
                content: Array("3".utf8)),
        ])
        let form = try parse(body)
        #expect(form["plain"] == "1")
        #expect(form["say \"hi\""] == "2")
        #expect(form.files(for: "upload") == [
            FormFile(filename: "C:\\fakepath\\a.txt", contentType: "text/plain; charset=utf-8", bytes: Array("3".utf8)),
        ])
    }

    /// One body per way a request can go wrong, with the status the client gets.
    @Test(arguments: [
        (MultipartBody.body([MultipartBody.text("a", "1")]), "bad\"boundary", 400),
        (MultipartBody.body([MultipartBody.text("a", "1")]), String(repeating: "b", count: 71), 400),
        (MultipartBody.text("a", "1"), MultipartBody.boundary, 400),
        (MultipartBody.body([MultipartBody.text("a", String(repeating: "x", count: 64 * 1024 + 1))]), MultipartBody.boundary, 413),
        (MultipartBody.body((0...64).map { MultipartBody.text("f\($0)", "") }), MultipartBody.boundary, 413),
        (Array("--\(MultipartBody.boundary)\r\nContent-Disposition: form-data; name=\"".utf8) + [0xFF]
            + Array("\"\r\n\r\nv\r\n--\(MultipartBody.boundary)--".utf8), MultipartBody.boundary, 400),
        (MultipartBody.body([MultipartBody.text("a", "x\u{0}y")]), MultipartBody.boundary, 400),
    ] as [([UInt8], String, Int)])
    func malformedInputsGiveTheirStatus(body: [UInt8], boundary: String, status: Int) {
        let error = #expect(throws: FormError.self) { try FormData(multipart: body, boundary: boundary) }
        #expect(error?.status.code == status)
    }
}
