/// Recovery codes: single-use codes a member keeps on paper for when their authenticator is
/// lost. Ten characters from a 32-letter alphabet without look-alikes (50 bits each), shown in
/// two groups of five; stored only as a keyed digest.
///
/// ```swift
/// let codes = RecoveryCode.generate()                  // ["k3hqa-7mzpw", …], ten of them
/// RecoveryCode.normalized(" K3HQA 7MZPW ")             // "k3hqa7mzpw"
/// ```
public enum RecoveryCode {
    public static let count = 10
    static let characterCount = 10
    /// No `i`, `l`, `o` or `1`: a zero typed as the letter o is read as the zero it is.
    private static let alphabet = Array("abcdefghjkmnpqrstuvwxyz023456789".utf8)

    /// `count` fresh codes from the CSPRNG.
    public static func generate(count: Int = count) -> [String] {
        (0..<count).map { _ in
            let random = SecureRandom.bytes(count: characterCount)
            var characters = random.map { alphabet[Int($0 & 0x1F)] }
            characters.insert(UInt8(ascii: "-"), at: characterCount / 2)
            return String(decoding: characters, as: UTF8.self)
        }
    }

    /// The code as it is hashed: lowercase, without spaces or dashes, the letter o read as zero.
    public static func normalized(_ typed: String) -> String {
        String(typed.lowercased().filter { $0 != "-" && $0 != " " }.map { $0 == "o" ? "0" : $0 })
    }
}
