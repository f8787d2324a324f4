import WebAuthn

/// The passkey decoders, fed a client's bytes. Beyond never trapping, the CBOR decoder keeps a
/// promise: what it reads, written again in preferred form, is no longer than the input and
/// reads back as the same value.
enum WebAuthnFuzzing {
    static func cbor(_ bytes: [UInt8]) {
        let decoder = CBORDecoder()
        guard let (value, byteCount) = try? decoder.decodePrefix(bytes[...]) else { return }
        precondition(byteCount > 0 && byteCount <= bytes.count, "prefix of \(byteCount) bytes out of \(bytes.count)")
        let written = CBOREncoder.encode(value)
        precondition(written.count <= byteCount, "written longer than read: \(written.count) > \(byteCount)")
        guard let again = try? decoder.decode(written) else {
            preconditionFailure("written form does not decode: \(written)")
        }
        precondition(again == value, "round trip changed the value: \(value) -> \(again)")
    }
}
