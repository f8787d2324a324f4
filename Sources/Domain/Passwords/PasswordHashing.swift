/// Turns passwords into stored hashes and checks them; the app hands in argon2id through
/// libsodium, tests a fast stand-in.
public protocol PasswordHashing: Sendable {
    /// A self-describing hash string: algorithm, parameters and salt included.
    func hash(_ password: String) throws -> String
    /// Checks `password` in constant time. With `stored == nil` (an unknown email) it does
    /// the same work against a dummy hash and returns `false`, so both cost the same.
    func verify(_ password: String, against stored: String?) -> Bool
    /// `true` when `stored` was made with older (weaker) parameters than today's: the caller
    /// rehashes the password after a successful sign-in.
    func needsRehash(_ stored: String) -> Bool
}
