/// Decodes an `application/x-www-form-urlencoded` body or a query string into a `Decodable`
/// type by the rules of ``FormDecoder``.
///
/// ```swift
/// struct Search: Decodable {
///     var q: String
///     var page: Int?
/// }
/// let search = try URLEncodedFormDecoder().decode(Search.self, from: request.query)
/// let login = try URLEncodedFormDecoder().decode(Login.self, from: request.body)
/// ```
public struct URLEncodedFormDecoder: Sendable {
    public init() {}

    public func decode<T: Decodable>(_ type: T.Type, from form: URLEncodedForm) throws(FormError) -> T {
        try FormDecoder().decode(type, from: FormData(form))
    }

    /// Parses `bytes` as a urlencoded body first.
    ///
    /// - Throws: ``FormError`` with status 400 when the body does not decode (a malformed escape,
    ///   invalid UTF-8, a NUL), and as ``FormDecoder`` says otherwise.
    public func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws(FormError) -> T {
        let form: URLEncodedForm
        do {
            form = try URLEncodedForm(decoding: bytes, context: "form")
        } catch {
            throw FormError(error)
        }
        return try decode(type, from: form)
    }
}

extension FormError {
    /// Every way a urlencoded body fails to decode is the client's fault: 400.
    init(_ error: DecodingError) {
        switch error.code {
        case .malformedPercentEncoding, .malformedTarget: self.init(.malformed)
        case .invalidUTF8: self.init(.invalidUTF8)
        case .controlCharacter: self.init(.controlCharacter)
        }
    }
}
