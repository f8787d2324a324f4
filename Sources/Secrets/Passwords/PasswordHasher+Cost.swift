internal import CSodium

extension PasswordHasher {
    /// How much work one hash takes: argon2id's passes over memory and the memory used (with a
    /// single lane, libsodium's only choice).
    public struct Cost: Sendable, Hashable {
        /// Passes over the memory (argon2's `t`).
        public let operations: Int
        /// Memory used, in bytes (the hash string shows it in KiB as `m`).
        public let memoryBytes: Int

        public init(operations: Int, memoryBytes: Int) {
            self.operations = operations
            self.memoryBytes = memoryBytes
        }

        /// OWASP's minimum for argon2id: 2 passes over 19 MiB (`m=19456,t=2,p=1`).
        public static let standard = Cost(operations: 2, memoryBytes: 19_456 * 1024)

        /// libsodium's smallest parameters, which hash in well under a millisecond.
        ///
        /// For tests only: a hash this cheap offers no protection against guessing.
        public static let minimumForTests = Cost(
            operations: Int(crypto_pwhash_opslimit_min()),
            memoryBytes: Int(crypto_pwhash_memlimit_min()))

        /// Whether libsodium accepts these parameters.
        var isWithinLimits: Bool {
            operations >= Int(crypto_pwhash_opslimit_min())
                && UInt(clamping: operations) <= UInt(crypto_pwhash_opslimit_max())
                && memoryBytes >= Int(crypto_pwhash_memlimit_min())
                && UInt(clamping: memoryBytes) <= UInt(crypto_pwhash_memlimit_max())
        }
    }
}
