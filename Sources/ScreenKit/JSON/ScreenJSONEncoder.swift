/// Encodes a view model as compact JSON followed by a newline, with each object's keys in the
/// order the model encoded them: declaration order for synthesized `Encodable`, screen order
/// for a composite screen's sections.
///
/// Foundation's encoder on Linux writes keys in hash order unless told to sort them, and
/// sorted keys scatter a model's fields; this encoder keeps the order the code reads in.
///
/// ```swift
/// let body = try ScreenJSONEncoder().encode(model)
/// ```
@usableFromInline
struct ScreenJSONEncoder {
    /// A guess near a small view model's size, so the usual body never regrows.
    private static let initialCapacity = 512

    /// Returns `value` as JSON. A value that encodes nothing is `{}`.
    ///
    /// - Throws: `EncodingError.invalidValue` for a non-finite `Double` or `Float`, and
    ///   whatever `value`'s own `encode(to:)` throws.
    @usableFromInline
    init() {}

    @usableFromInline
    func encode(_ value: some Encodable) throws -> [UInt8] {
        let document = JSONArray()
        try JSONTreeEncoder.encode(value, into: document.reserveNext(), codingPath: [])
        var writer = JSONWriter(reservingCapacity: Self.initialCapacity)
        writer.write(document.elements.first ?? .empty)
        writer.writeNewline()
        return writer.bytes
    }
}
