import HTTPCore
import Testing

/// Damaged bodies: whatever the bytes, the parser and the decoder answer with a ``FormError``
/// whose status is one a client can be sent, and never trap.
@Suite struct MultipartRobustnessTests {
    private let sample = MultipartBody.body([
        MultipartBody.text("display_name", "Ada"),
        MultipartBody.part(["Content-Disposition: form-data; name=\"bio\"", "X-Note: \"q\\\"\""], content: Array("a\r\nb".utf8)),
        MultipartBody.file("avatar", filename: "a \\\"b\\\".png", contentType: "image/png", bytes: [0x89, 0x50, 0x00, 0x0D, 0x0A, 0xFF]),
        MultipartBody.text("public", "on"),
    ])

    /// Parses and decodes `body`, returning the status of the error, or `nil` when both succeed.
    private func status(of body: [UInt8]) -> Int? {
        do {
            let limits = MultipartLimits(maxParts: 4, maxTextPartBytes: 16, maxFilePartBytes: 16)
            let form = try FormData(multipart: body, boundary: MultipartBody.boundary, limits: limits)
            _ = try FormDecoder().decode(Profile.self, from: form)
            return nil
        } catch {
            return error.status.code
        }
    }

    @Test func theSampleIsValid() {
        #expect(status(of: sample) == nil)
    }

    @Test func everyTruncationIsRefused() {
        // The close delimiter's final CRLF is optional; every shorter prefix lacks the delimiter.
        for length in 0..<(sample.count - 2) {
            let result = status(of: Array(sample.prefix(length)))
            #expect(result == 400, "prefix of \(length) bytes")
        }
    }

    @Test(arguments: [0x00, 0x0A, 0x0D, 0x20, 0x22, 0x2D, 0x3A, 0x3B, 0x5C, 0x80, 0xFF] as [UInt8])
    func everySingleByteChangeIsReadOrRefused(replacement: UInt8) {
        for index in sample.indices where sample[index] != replacement {
            var damaged = sample
            damaged[index] = replacement
            let result = status(of: damaged)
            #expect(result == nil || [400, 413, 422].contains(result), "byte \(index) set to \(replacement)")
        }
    }

    @Test(arguments: ["\r", "\r\r", "\r\n", "\r\n-", "\r\n--", "\r\n--\(MultipartBody.boundary.dropLast())", "--\(MultipartBody.boundary)"])
    func contentEndingInPartOfTheDelimiterIsKept(ending: String) throws {
        let content = Array("data\(ending)".utf8)
        let body = MultipartBody.body([
            MultipartBody.file("f", filename: "f.bin", bytes: content),
            MultipartBody.text("t", "x\(ending)"),
        ])
        let form = try FormData(multipart: body, boundary: MultipartBody.boundary)
        #expect(form.files(for: "f").first?.bytes == content)
        #expect(form["t"] == "x\(ending)")
    }

    @Test func manyNearMissesOfTheDelimiterStayInTheFile() throws {
        let nearMiss = Array("\r\n--\(MultipartBody.boundary.dropLast())".utf8)
        let content = Array(Array(repeating: nearMiss, count: 20_000).joined()) + [0x2D]
        let body = MultipartBody.body([MultipartBody.file("attachments", filename: "big.bin", bytes: content)])
        let form = try FormData(multipart: body, boundary: MultipartBody.boundary)
        #expect(form.files(for: "attachments").first?.bytes == content)
    }
}
