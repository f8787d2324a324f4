/// An ordered list of header fields with case-insensitive lookup by name.
///
/// Every field's bytes live in one buffer, one after the other: the name's and the value's
/// lengths, then `name NUL value NUL`. So a request's or a response's headers are one
/// allocation and no reference count per field; adding a field is a copy; a lookup reads bytes
/// and makes a string only for what it returns; and the server hands each field to
/// libmicrohttpd as the C strings it already is. A flat run suits a handful of fields, for
/// which a linear scan beats hashing, and keeps their order and duplicates (several
/// `Set-Cookie`s).
public struct HTTPHeaders: Sendable, Sequence, ExpressibleByDictionaryLiteral {
    public typealias Field = (name: String, value: String)

    private var storage: [UInt8]
    public private(set) var count: Int

    /// Bytes before a field's name: its length and its value's, each a `UInt32`.
    private static let lengthsByteCount = 8

    public init() {
        storage = []
        count = 0
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        self.init()
        for (name, value) in elements {
            add(name, value)
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(headers: self)
    }

    /// The fields in order, each made into strings as it is reached.
    public struct Iterator: IteratorProtocol {
        let headers: HTTPHeaders
        var offset = 0

        public mutating func next() -> Field? {
            guard offset < headers.storage.count else { return nil }
            return headers.storage.withUnsafeBufferPointer { bytes in
                let field = RawField(bytes, at: offset)
                offset = field.next
                return (name: String(decoding: field.name, as: UTF8.self), value: String(decoding: field.value, as: UTF8.self))
            }
        }
    }

    /// The first value of the named field.
    public subscript(name: String) -> String? {
        firstValue(named: name) { String(decoding: $0, as: UTF8.self) }
    }

    /// Every value of the named field, in the order they came.
    public func values(for name: String) -> [String] {
        var values: [String] = []
        forEachValue(named: name) { values.append(String(decoding: $0, as: UTF8.self)) }
        return values
    }

    public func contains(_ name: String) -> Bool {
        firstValue(named: name) { _ in true } ?? false
    }

    /// Adds a field, keeping any others of the same name.
    public mutating func add(_ name: String, _ value: String) {
        Self.withBytes(of: name) { name in
            Self.withBytes(of: value) { value in add(name: name, value: value) }
        }
    }

    /// Adds every field of `other` after these, in its order.
    public mutating func append(contentsOf other: HTTPHeaders) {
        // As bytes: appending the array itself would take a reference to `other`'s storage,
        // which for a block of headers kept for every response all threads share.
        other.storage.withUnsafeBufferPointer { storage.append(contentsOf: $0) }
        count += other.count
    }

    /// Sets a field, replacing every other of the same name.
    public mutating func set(_ name: String, _ value: String) {
        remove(name)
        add(name, value)
    }

    public mutating func remove(_ name: String) {
        guard contains(name) else { return }
        var kept = HTTPHeaders()
        kept.storage.reserveCapacity(storage.count)
        Self.withBytes(of: name) { wanted in
            _ = forEachField { fieldName, value in
                if !Self.bytesMatch(fieldName, wanted) {
                    kept.add(name: fieldName, value: value)
                }
                return true
            }
        }
        self = kept
    }

    /// Room for about `capacity` fields of a usual size.
    public mutating func reserveCapacity(_ capacity: Int) {
        storage.reserveCapacity(capacity * 48)
    }

    // MARK: - Bytes, for the server and the kit

    /// Adds a field from its bytes.
    package mutating func add(name: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>) {
        add(name: name, valueCount: value.count) { target in
            guard let source = value.baseAddress, let start = target.baseAddress else { return 0 }
            start.initialize(from: source, count: value.count)
            return value.count
        }
    }

    /// Adds a field whose value `write` puts into the `valueCount` bytes it is given, returning
    /// how many it wrote, so a value made of pieces is written once, in place.
    @inline(__always)
    package mutating func add(
        name: UnsafeBufferPointer<UInt8>, valueCount: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int
    ) {
        let total = Self.lengthsByteCount + name.count + 1 + valueCount + 1
        // Made on the stack, then appended as one copy: an array cannot grow by bytes it has not
        // initialized, and filling them first costs a loop per byte.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: total) { entry in
            guard let start = entry.baseAddress else { return }
            let raw = UnsafeMutableRawPointer(start)
            raw.storeBytes(of: UInt32(truncatingIfNeeded: name.count).littleEndian, as: UInt32.self)
            raw.storeBytes(of: UInt32(truncatingIfNeeded: valueCount).littleEndian, toByteOffset: 4, as: UInt32.self)
            let nameStart = start + Self.lengthsByteCount
            if let source = name.baseAddress {
                nameStart.initialize(from: source, count: name.count)
            }
            nameStart[name.count] = 0
            let valueStart = nameStart + name.count + 1
            let written = Swift.min(Swift.max(write(UnsafeMutableBufferPointer(start: valueStart, count: valueCount)), 0), valueCount)
            if written < valueCount {
                (valueStart + written).initialize(repeating: 0, count: valueCount - written)
            }
            valueStart[valueCount] = 0
            storage.append(contentsOf: UnsafeBufferPointer(entry))
        }
        count += 1
    }

    /// Calls `body` with each field's name and value until it returns `false`; returns whether
    /// it went through them all.
    @discardableResult
    package func forEachField(_ body: (_ name: UnsafeBufferPointer<UInt8>, _ value: UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        storage.withUnsafeBufferPointer { bytes in
            var offset = 0
            while offset < bytes.count {
                let field = RawField(bytes, at: offset)
                guard body(field.name, field.value) else { return false }
                offset = field.next
            }
            return true
        }
    }

    /// Each field as the C strings libmicrohttpd takes, with their lengths (both end with a
    /// NUL; one may hold a zero byte before it), until `body` returns `false`; returns whether
    /// it went through them all.
    package func forEachCField(
        _ body: (_ name: UnsafePointer<CChar>, _ nameCount: Int, _ value: UnsafePointer<CChar>, _ valueCount: Int) -> Bool
    ) -> Bool {
        forEachField { name, value in
            guard let nameStart = name.baseAddress, let valueStart = value.baseAddress else { return false }
            // CChar and UInt8 are related types: the same bytes may be read as either.
            return body(
                UnsafeRawPointer(nameStart).assumingMemoryBound(to: CChar.self), name.count,
                UnsafeRawPointer(valueStart).assumingMemoryBound(to: CChar.self), value.count)
        }
    }

    /// `body` over the bytes of the first value of the named field, or `nil` without one.
    package func firstValue<Result>(named name: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        Self.withBytes(of: name) { wanted in
            var found: Result?
            forEachField { fieldName, value in
                guard Self.bytesMatch(fieldName, wanted) else { return true }
                found = body(value)
                return false
            }
            return found
        }
    }

    /// `body` over the bytes of every value of the named field, in order.
    package func forEachValue(named name: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        Self.withBytes(of: name) { wanted in
            _ = forEachField { fieldName, value in
                if Self.bytesMatch(fieldName, wanted) { body(value) }
                return true
            }
        }
    }

    /// The `Content-Length` value: digits only (the server has refused any other already);
    /// `nil` without one, or when it is not a number this machine holds.
    package var contentLength: Int? {
        firstValue(named: "Content-Length") { bytes -> Int? in
            guard !bytes.isEmpty else { return nil }
            var value = 0
            for byte in bytes {
                guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
                let (times10, overflowA) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflowB) = times10.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
                guard !overflowA && !overflowB else { return nil }
                value = sum
            }
            return value
        } ?? nil
    }

    // MARK: - Names

    /// ASCII case-insensitive comparison; field names are tokens, so no Unicode folding applies.
    static func namesMatch(_ lhs: String, _ rhs: String) -> Bool {
        withBytes(of: lhs) { left in withBytes(of: rhs) { right in bytesMatch(left, right) } }
    }

    /// Whether two names' bytes are equal but for ASCII case.
    ///
    /// From the last byte back: names of one length often share their start (`Accept-Encoding`
    /// and `Accept-Language`, the `Sec-Fetch-` family), rarely their end.
    package static func bytesMatch(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        guard left.count == right.count else { return false }
        var index = left.count
        while index > 0 {
            index -= 1
            if ASCII.lowercased(left[index]) != ASCII.lowercased(right[index]) { return false }
        }
        return true
    }

    /// A string's UTF-8 where it lies (literals and native strings), or copied once.
    static func withBytes<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) {
            return result
        }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }
}

/// One field of ``HTTPHeaders``'s storage, read where it lies.
private struct RawField {
    let name: UnsafeBufferPointer<UInt8>
    let value: UnsafeBufferPointer<UInt8>
    /// Where the next field starts.
    let next: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) {
        let raw = UnsafeRawBufferPointer(bytes)
        let nameCount = Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
        let valueCount = Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)))
        let nameStart = offset + 8
        let valueStart = nameStart + nameCount + 1
        name = UnsafeBufferPointer(rebasing: bytes[nameStart..<(nameStart + nameCount)])
        value = UnsafeBufferPointer(rebasing: bytes[valueStart..<(valueStart + valueCount)])
        next = valueStart + valueCount + 1
    }
}
