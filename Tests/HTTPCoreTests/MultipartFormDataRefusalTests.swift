import HTTPCore
import Testing

/// Bodies `FormData(multipart:boundary:limits:)` must refuse, each with its status, and never trap.
@Suite struct MultipartFormDataRefusalTests {
    private func parse(_ body: [UInt8], boundary: String = "XyZ", limits: MultipartLimits = MultipartLimits()) throws(FormError) -> FormData {
        try FormData(multipart: body, boundary: boundary, limits: limits)
    }

    /// A one-part body whose name, filename and content are given as raw bytes.
    private func body(name: [UInt8], filename: [UInt8]? = nil, content: [UInt8]) -> [UInt8] {
        var headers = Array("--XyZ\r\nContent-Disposition: form-data; name=\"".utf8) + name + [0x22]
        if let filename { headers += Array("; filename=\"".utf8) + filename + [0x22] }
        return headers + Array("\r\n\r\n".utf8) + content + Array("\r\n--XyZ--\r\n".utf8)
    }

    @Test(arguments: [
        "", String(repeating: "a", count: 71), "a\"b", "a;b", "a@b", "ends-with-space ", "é", "a\tb", "a\r\nb", " ",
    ])
    func aBadBoundaryIsABadRequest(boundary: String) {
        let body = MultipartBody.body([MultipartBody.text("a", "1", boundary: boundary)], boundary: boundary)
        #expect(throws: FormError(.malformed)) { try parse(body, boundary: boundary) }
    }

    @Test(arguments: [String(repeating: "a", count: 70), "'()+_,-./:=?", "a b", "0", MultipartBody.boundary])
    func everyBoundaryRFC2046AllowsWorks(boundary: String) throws {
        let body = MultipartBody.body([MultipartBody.text("a", "1", boundary: boundary)], boundary: boundary)
        #expect(try parse(body, boundary: boundary)["a"] == "1")
    }

    @Test(arguments: [
        "",
        "no delimiter at all",
        "--XyZ\nContent-Disposition: form-data; name=\"a\"\n\nmissing final boundary",
        "--XyZ\nContent-Disposition: form-data; name=\"a\"\n\nv\n--XyZ",
        "--XyZ\nContent-Disposition: form-data; name=\"a\"\n\nv\n--XyZ\n",
        "--XyZ\nContent-Disposition: form-data; name=\"a\"\n\nv\n--XyZ-",
        "--XyZjunk\nContent-Disposition: form-data; name=\"a\"\n\nv\n--XyZ--",
        "--XyZ\nContent-Disposition: form-data; name=\"a\"\n\nv\n--XyZ junk\n",
        "--XyZ\nContent-Disposition: form-data\n\nno name\n--XyZ--",
        "--XyZ\nContent-Disposition: form-data; name=\"\"\n\nempty name\n--XyZ--",
        "--XyZ\nContent-Disposition: form-data; name\n\nv\n--XyZ--",
        "--XyZ\nContent-Disposition: form-data; filename=\"a.txt\"\n\nv\n--XyZ--",
        "--XyZ\nContent-Disposition: attachment; name=\"a\"\n\nv\n--XyZ--",
        "--XyZ\nContent-Type: text/plain\n\nno disposition\n--XyZ--",
        "--XyZ\nContent-Disposition form-data; name=\"a\"\n\nno colon\n--XyZ--",
        "--XyZ\nContent-Disposition : form-data; name=\"a\"\n\nspace before colon\n--XyZ--",
        "--XyZ\n: form-data; name=\"a\"\n\nno header name\n--XyZ--",
        "--XyZ\nContent-Disposition: form-data;\n name=\"a\"\n\nfolded\n--XyZ--",
        "--XyZ\nContent-Disposition: form-data; name=\"a\n\nunterminated\n--XyZ--",
        "--XyZ\nContent-Disposition: form-data; name=\"a\"x\n\njunk after value\n--XyZ--",
        "--XyZ\nContent-Disposition: form-data; name=\"a\"; name=\"b\"\n\ntwo names\n--XyZ--",
        "--XyZ\nContent-Disposition: form-data; name=\"a\"\nContent-Disposition: form-data; name=\"b\"\n\nv\n--XyZ--",
        "--XyZ\nContent-Disposition: form-data; name=\"a\"\nContent-Type: image\n\nbad type\n--XyZ--",
        "--XyZ\nContent-Disposition: form-data; name=\"a\"\nvalue without blank line\n--XyZ--",
        "--XyZ\nContent-Disposition: form-data; name=\"a\"\n",
    ])
    func aMalformedBodyIsABadRequest(body: String) {
        let error = #expect(throws: FormError.self) { try parse(MultipartBody.lines(body)) }
        #expect(error == FormError(.malformed))
        #expect(error?.status == .badRequest)
    }

    @Test(arguments: [
        "--XyZ\r\nContent-Disposition: form-data; name=\"a\"\n\r\nbare LF\r\n--XyZ--",
        "--XyZ\r\nContent-Disposition: form-data; name=\"a\"\rX\r\n\r\nbare CR\r\n--XyZ--",
        "--XyZ\nContent-Disposition: form-data; name=\"a\"\n\nLF only\n--XyZ--",
    ])
    func lineEndsOtherThanCRLFAreABadRequest(body: String) {
        #expect(throws: FormError(.malformed)) { try parse(Array(body.utf8)) }
    }

    @Test(arguments: [
        ([0xFF], nil, [0x76], FormError(.invalidUTF8)),
        ([0xC0, 0xAF], nil, [0x76], FormError(.invalidUTF8)),
        ([0x61], [0xFE, 0x2E, 0x70], [0x76], FormError(.invalidUTF8, field: "a")),
        ([0x61], nil, [0xED, 0xA0, 0x80], FormError(.invalidUTF8, field: "a")),
        ([0x61], nil, [0x76, 0xC3], FormError(.invalidUTF8, field: "a")),
        ([0x61], nil, [0x76, 0x00], FormError(.controlCharacter, field: "a")),
        ([0x61], nil, [0x01], FormError(.controlCharacter, field: "a")),
        ([0x61], nil, [0x7F], FormError(.controlCharacter, field: "a")),
        ([0x61, 0x00], nil, [0x76], FormError(.controlCharacter)),
        ([0x61, 0x09, 0x62], nil, [0x76], FormError(.controlCharacter)),
        ([0x61], [0x78, 0x00], [0x76], FormError(.controlCharacter, field: "a")),
    ] as [([UInt8], [UInt8]?, [UInt8], FormError)])
    func badTextIsABadRequest(name: [UInt8], filename: [UInt8]?, content: [UInt8], expected: FormError) {
        #expect(throws: expected) { try parse(body(name: name, filename: filename, content: content)) }
        #expect(expected.status == .badRequest)
    }

    @Test func textValuesKeepTabsAndLineBreaksAndFilesKeepEveryByte() throws {
        let form = try parse(body(name: [0x61], content: Array("x\ty\r\nz\n".utf8)))
        #expect(form["a"] == "x\ty\r\nz\n")
        let file = try parse(body(name: [0x61], filename: [0x66], content: [0x00, 0xFF, 0x0D, 0x7F]))
        #expect(file.files(for: "a").first?.bytes == [0x00, 0xFF, 0x0D, 0x7F])
    }
}
