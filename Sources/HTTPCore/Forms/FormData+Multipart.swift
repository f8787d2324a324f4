extension FormData {
    /// Parses a `multipart/form-data` body (RFC 7578): a part with a `filename` parameter
    /// becomes a ``FormValue/file(_:)``, any other a ``FormValue/text(_:)``.
    ///
    /// Names, filenames and text values must be UTF-8. Names and filenames may hold no control
    /// character; text values only tab, CR and LF. A file's bytes are kept as they came.
    ///
    /// ```swift
    /// guard let boundary = request.contentType?.parameters["boundary"] else { … }
    /// let form = try FormData(multipart: request.body, boundary: boundary)
    /// ```
    ///
    /// - Parameters:
    ///   - body: the whole request body.
    ///   - boundary: the `boundary` parameter of the request's `Content-Type`, unquoted.
    ///   - limits: how many parts, and how large each may be.
    /// - Throws: ``FormError``: 400 for a bad boundary, a malformed body or part header, a part
    ///   without a name, invalid UTF-8 or a forbidden control character; 413 for a part over its
    ///   limit or too many parts.
    public init(multipart body: [UInt8], boundary: String, limits: MultipartLimits = MultipartLimits()) throws(FormError) {
        self.init(fields: try MultipartParser.parse(body, boundary: boundary, limits: limits))
    }
}
