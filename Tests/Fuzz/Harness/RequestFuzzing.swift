import HTTPCore
@testable import AccountFeature
@testable import ScreenKit

/// Inputs as a client sends them: a target line, a form body, a multipart body, header values.
enum RequestFuzzing {
    /// A form with every kind of field the decoder handles.
    struct Everything: Decodable {
        var name: String
        var count: Int?
        var ratio: Double?
        var flag: Bool
        var tags: [String]
    }

    static func target(_ bytes: [UInt8]) {
        guard let target = try? RequestTarget(parsing: bytes) else { return }
        _ = target.segments.count
        _ = try? URLEncodedFormDecoder().decode(Everything.self, from: target.query)
    }

    static func urlencodedForm(_ bytes: [UInt8]) {
        guard let form = try? URLEncodedForm(decoding: bytes, context: "body") else { return }
        _ = try? FormDecoder().decode(Everything.self, from: FormData(form))
    }

    /// The first line is the boundary, the rest the body, so the fuzzer varies both.
    static func multipart(_ bytes: [UInt8]) {
        let split = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        let boundary = String(decoding: bytes[..<split], as: UTF8.self)
        let body = split < bytes.endIndex ? Array(bytes[(split + 1)...]) : []
        guard let form = try? FormData(multipart: body, boundary: boundary, limits: MultipartLimits()) else { return }
        _ = try? FormDecoder().decode(Everything.self, from: form)
    }

    static func cookies(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let cookies = Cookies(headerValues: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        _ = cookies["sk_session"]
    }

    /// `Accept`, `Content-Type`, `HX-Request` and `Turbo-Frame`, one per line.
    static func negotiation(_ bytes: [UInt8]) {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var headers = HTTPHeaders()
        for (name, value) in zip(["Accept", "Content-Type", "HX-Request", "Turbo-Frame"], lines) {
            headers.add(name, value)
        }
        _ = Representation(headers)
        if let value = lines.dropFirst().first { _ = ContentType(parsing: value) }
    }

    /// Whatever `next` a link carries: a safe one is a local path and nothing else.
    static func safeNext(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let safe = SafeNextPathUseCase()(text) else { return }
        precondition(safe.hasPrefix("/") && !safe.hasPrefix("//") && !safe.contains("\\"), "unsafe next passed: \(safe.debugDescription)")
        precondition(safe.utf8.allSatisfy { (0x21...0x7E).contains($0) }, "next with a byte outside printable ASCII: \(safe.debugDescription)")
    }
}
