/// One data item of the CBOR (RFC 8949) subset WebAuthn uses: what ``CBORDecoder`` reads from
/// an attestation object or a COSE key.
///
/// Floating-point numbers, tags and simple values other than `false`, `true`, `null` and
/// `undefined` are not part of it; the decoder refuses them rather than guess.
///
/// ```swift
/// let value = try CBORDecoder().decode([0xa1, 0x63, 0x66, 0x6d, 0x74, 0x64, 0x6e, 0x6f, 0x6e, 0x65])
/// value.map?["fmt"]?.text   // "none"
/// ```
public indirect enum CBORValue: Sendable, Equatable {
    /// Major type 0: an integer from 0 to 2⁶⁴ − 1.
    case unsigned(UInt64)
    /// Major type 1: the integer −1 − `n`, kept as `n` so that every encodable value fits.
    case negative(UInt64)
    /// Major type 2.
    case bytes([UInt8])
    /// Major type 3, valid UTF-8.
    case text(String)
    /// Major type 4.
    case array([CBORValue])
    /// Major type 5, keys in the order they were written.
    case map(CBORMap)
    /// Simple values 20 and 21.
    case bool(Bool)
    /// Simple value 22.
    case null
    /// Simple value 23.
    case undefined
}
