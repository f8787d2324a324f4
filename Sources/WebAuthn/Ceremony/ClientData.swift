/// The fields of `clientDataJSON` (WebAuthn §5.8.1) the ceremonies check; the browser writes
/// them, so they are read strictly and compared exactly.
struct ClientData {
    enum Ceremony: String {
        case create = "webauthn.create"
        case get = "webauthn.get"
    }

    let type: String
    /// The challenge as the browser wrote it: base64url without padding.
    let challenge: String
    let origin: String
    let crossOrigin: Bool

    init(json: [UInt8]) throws(WebAuthnError) {
        guard case .object(let fields)? = JSONReader.read(json),
              case .string(let type)? = fields["type"],
              case .string(let challenge)? = fields["challenge"],
              case .string(let origin)? = fields["origin"] else {
            throw WebAuthnError(.malformedClientData)
        }
        switch fields["crossOrigin"] {
        case nil, .bool(false)?: crossOrigin = false
        case .bool(true)?: crossOrigin = true
        default: throw WebAuthnError(.malformedClientData)
        }
        self.type = type
        self.challenge = challenge
        self.origin = origin
    }

    /// The §7.1 steps 7–9 (§7.2 steps 11–13): the ceremony, the challenge and the origin, and
    /// no frame of another site around the page.
    func check(_ ceremony: Ceremony, challenge expected: [UInt8], site: RelyingParty) throws(WebAuthnError) {
        guard type == ceremony.rawValue else { throw WebAuthnError(.wrongCeremony) }
        guard challenge.utf8.elementsEqual(Self.base64URL(expected).utf8) else { throw WebAuthnError(.challengeMismatch) }
        guard origin.utf8.elementsEqual(site.origin.utf8), !crossOrigin else { throw WebAuthnError(.wrongOrigin) }
    }

    /// Base64url without padding, as browsers encode the challenge (and as a challenge has
    /// exactly one such spelling, comparing the text compares the bytes).
    static func base64URL(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count * 4 + 2) / 3)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var group: UInt32 = 0
            for offset in 0..<3 {
                group = group << 8 | (offset < count ? UInt32(bytes[index + offset]) : 0)
            }
            for digit in 0...count {
                output.append(alphabet[Int(group >> UInt32(18 - 6 * digit) & 0x3f)])
            }
            index += count
        }
        return String(decoding: output, as: UTF8.self)
    }
}
