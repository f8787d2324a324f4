/// Lowercase hexadecimal text for bytes: digests in logs, fixtures and database keys.
///
/// ```swift
/// Hex.encode(Digest.sha256("abc"))   // "ba7816bf…f20015ad"
/// ```
public enum Hex {
    /// Two lowercase hexadecimal digits per byte, most significant first.
    public static func encode(_ bytes: some Sequence<UInt8>) -> String {
        withContiguousBytes(of: bytes) { bytes in
            String(unsafeUninitializedCapacity: bytes.count * 2) { output in
                let digits = ("0123456789abcdef" as StaticString).utf8Start
                for (index, byte) in bytes.enumerated() {
                    output[2 * index] = digits[Int(byte >> 4)]
                    output[2 * index + 1] = digits[Int(byte & 0x0F)]
                }
                return bytes.count * 2
            }
        }
    }
}
