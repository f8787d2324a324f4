/// Fields of a query string or an `application/x-www-form-urlencoded` body, in order.
///
/// ```swift
/// let form = try URLEncodedForm(decoding: Array("email=a%40b.example&next=%2Fusers".utf8), context: "form")
/// form["email"] // "a@b.example"
/// ```
public struct URLEncodedForm: Sendable, Equatable, Sequence {
    public typealias Field = (name: String, value: String)

    private var names: [String]
    private var values: [String]

    public init() {
        names = []
        values = []
    }

    /// Decodes `name=value` pairs separated by `&`; `+` is a space, escapes are strict.
    ///
    /// - Throws: ``DecodingError`` (answered with 400) for malformed escapes or invalid UTF-8.
    public init(decoding bytes: some Collection<UInt8>, context: String) throws(DecodingError) {
        let contiguous = Array(bytes)
        self = try contiguous.withUnsafeBufferPointer { (buffer) throws(DecodingError) -> URLEncodedForm in
            try URLEncodedForm(decoding: buffer, context: context)
        }
    }

    init(decoding bytes: UnsafeBufferPointer<UInt8>, context: String) throws(DecodingError) {
        self.init()
        var pairStart = 0
        while pairStart < bytes.count {
            var pairEnd = pairStart
            while pairEnd < bytes.count && bytes[pairEnd] != UInt8(ascii: "&") { pairEnd += 1 }
            if pairEnd > pairStart {
                var equals = pairStart
                while equals < pairEnd && bytes[equals] != UInt8(ascii: "=") { equals += 1 }
                let name = try PercentDecoding.decode(
                    UnsafeBufferPointer(rebasing: bytes[pairStart..<equals]), plusAsSpace: true, context: context)
                let valueStart = Swift.min(equals + 1, pairEnd)
                let value = try PercentDecoding.decode(
                    UnsafeBufferPointer(rebasing: bytes[valueStart..<pairEnd]), plusAsSpace: true, context: context)
                names.append(name)
                values.append(value)
            }
            pairStart = pairEnd + 1
        }
    }

    public var isEmpty: Bool { names.isEmpty }
    public var count: Int { names.count }

    /// The first value given for `name`.
    public subscript(name: String) -> String? {
        names.firstIndex(of: name).map { values[$0] }
    }

    /// Every value given for `name`, in order (checkboxes, multi-selects).
    public func values(for name: String) -> [String] {
        zip(names, values).compactMap { $0.0 == name ? $0.1 : nil }
    }

    public mutating func append(_ name: String, _ value: String) {
        names.append(name)
        values.append(value)
    }

    public func makeIterator() -> AnyIterator<Field> {
        var index = 0
        return AnyIterator {
            guard index < names.count else { return nil }
            defer { index += 1 }
            return (name: names[index], value: values[index])
        }
    }
}
