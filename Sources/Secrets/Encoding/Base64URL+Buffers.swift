extension Base64URL {
    /// Encodes `bytes` into `output`, which must hold ``encodedCount(forByteCount:)``
    /// characters; returns how many it wrote. For callers that assemble a token around the
    /// encoding without an intermediate string.
    @discardableResult
    public static func encode(_ bytes: UnsafeRawBufferPointer, into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        precondition(output.count >= Base64URLCodec.encodedCount(forByteCount: bytes.count), "Output buffer too small")
        return Base64URLCodec.encode(bytes, into: output)
    }
}
