import HTTPCore
import Testing

/// How many parts a multipart body may have and how large each may be.
@Suite struct MultipartLimitsTests {
    @Test func defaultLimits() {
        let limits = MultipartLimits()
        #expect(limits.maxParts == 64)
        #expect(limits.maxTextPartBytes == 64 * 1024)
        #expect(limits.maxFilePartBytes == 16 * 1024 * 1024)
    }

    @Test func partsAreReadAtAndAroundTheirLimits() throws {
        let limits = MultipartLimits(maxParts: 3, maxTextPartBytes: 4, maxFilePartBytes: 6)
        let atLimits = MultipartBody.body([
            MultipartBody.text("a", "1234"),
            MultipartBody.text("b", "éé"),
            MultipartBody.file("f", filename: "f.bin", bytes: [1, 2, 3, 4, 5, 6]),
        ])
        let form = try FormData(multipart: atLimits, boundary: MultipartBody.boundary, limits: limits)
        #expect(form.count == 3)
        #expect(form.files(for: "f").first?.bytes.count == 6)
    }

    @Test(arguments: [
        ([MultipartBody.text("a", "12345")], FormError(.partTooLarge, field: "a")),
        ([MultipartBody.text("a", "1"), MultipartBody.text("b", "ééé")], FormError(.partTooLarge, field: "b")),
        ([MultipartBody.file("f", filename: "f", bytes: Array(repeating: 0, count: 7))], FormError(.partTooLarge, field: "f")),
        ((1...4).map { MultipartBody.text("p\($0)", "") }, FormError(.tooManyParts)),
    ])
    func aPartOverItsLimitOrTooManyPartsIsContentTooLarge(parts: [[UInt8]], expected: FormError) {
        let limits = MultipartLimits(maxParts: 3, maxTextPartBytes: 4, maxFilePartBytes: 6)
        #expect(throws: expected) {
            try FormData(multipart: MultipartBody.body(parts), boundary: MultipartBody.boundary, limits: limits)
        }
        #expect(expected.status == .contentTooLarge)
    }

    @Test func aFileMayBeLargerThanTheTextLimit() throws {
        let limits = MultipartLimits(maxParts: 1, maxTextPartBytes: 1, maxFilePartBytes: 6)
        let body = MultipartBody.body([MultipartBody.file("f", filename: "f", bytes: [1, 2, 3, 4, 5, 6])])
        #expect(try FormData(multipart: body, boundary: MultipartBody.boundary, limits: limits).count == 1)
        #expect(throws: FormError(.tooManyParts)) {
            try FormData(multipart: body, boundary: MultipartBody.boundary, limits: MultipartLimits(maxParts: 0))
        }
    }
}
