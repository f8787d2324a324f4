internal import CSodium

/// A userspace CSPRNG: the ChaCha20 keystream under a key from the kernel, with fast key
/// erasure, so that a session id costs a copy instead of a `getrandom` system call.
///
/// Each refill runs ChaCha20 once over a block. The block's first 32 bytes become the next key
/// and the old key is overwritten, so the state held at any moment reveals none of the bytes
/// handed out before it; the rest of the block is handed out in order, and each byte is erased
/// from the block as it leaves. Every ``refillsPerSeed`` refills, and in a forked child, the
/// key is replaced with fresh bytes from the kernel (libsodium's `randombytes_buf`, which is
/// `getrandom` on Linux).
///
/// Each key encrypts exactly one block, so the nonce can stay zero. One generator belongs to
/// one thread (``current``), hence no `Sendable`; `deinit` erases the state.
final class KeystreamGenerator {
    static let keyByteCount = Int(crypto_stream_chacha20_ietf_KEYBYTES)
    static let nonceByteCount = Int(crypto_stream_chacha20_ietf_NONCEBYTES)
    /// The keystream one refill makes: 992 bytes to hand out after the next key, which is 31
    /// session ids or 62 anonymous bindings per ChaCha20 run.
    static let blockByteCount = 1024
    /// Refills between two seeds from the kernel: about 1 MiB of output per `getrandom`.
    static let defaultRefillsPerSeed = 1024

    /// The bytes handed out between two seeds with `refillsPerSeed` refills per seed.
    static func bytesPerSeed(refillsPerSeed: Int = defaultRefillsPerSeed) -> Int {
        refillsPerSeed * (blockByteCount - keyByteCount)
    }

    /// The key, the nonce (zero) and the block, in one allocation.
    private let state: UnsafeMutableRawBufferPointer
    /// Where in the block the next byte to hand out is; ``blockByteCount`` when it is used up.
    private var position: Int
    private var refillsSinceSeed = 0
    private let refillsPerSeed: Int
    private var seededGeneration: UInt64
    private let seed: (UnsafeMutableRawBufferPointer) -> Void
    /// How many times the key came from `seed`, for tests.
    private(set) var seedCount = 0

    /// - Parameters:
    ///   - generation: the ``ForkGeneration`` now; another one on a later call re-seeds.
    ///   - refillsPerSeed: refills after which the key is seeded again.
    ///   - seed: fills the key with fresh entropy; the kernel's, except in tests.
    init(
        generation: UInt64,
        refillsPerSeed: Int = defaultRefillsPerSeed,
        seed: @escaping (UnsafeMutableRawBufferPointer) -> Void = KeystreamGenerator.kernelSeed
    ) {
        precondition(refillsPerSeed > 0, "A generator needs at least one refill per seed")
        state = .allocate(byteCount: Self.keyByteCount + Self.nonceByteCount + Self.blockByteCount, alignment: 16)
        state.initializeMemory(as: UInt8.self, repeating: 0)
        position = Self.blockByteCount
        self.refillsPerSeed = refillsPerSeed
        self.seed = seed
        seededGeneration = generation
        seedKey()
    }

    deinit {
        sodium_memzero(state.baseAddress, state.count)
        state.deallocate()
    }

    /// Fills `output` with the next bytes of the keystream.
    ///
    /// - Parameter generation: the current ``ForkGeneration``; when it is not the one the
    ///   generator was seeded at, this is a forked child holding its parent's state, and the
    ///   key and the block are replaced before anything is handed out.
    @inline(__always)
    func fill(_ output: UnsafeMutableRawBufferPointer, generation: UInt64) {
        if generation != seededGeneration {
            reseed(generation: generation)
        }
        guard let destination = output.baseAddress else { return }
        var written = 0
        while written < output.count {
            if position == Self.blockByteCount {
                refill()
            }
            let count = min(output.count - written, Self.blockByteCount - position)
            let source = block + position
            (destination + written).copyMemory(from: source, byteCount: count)
            sodium_memzero(source, count)
            position += count
            written += count
        }
    }

    /// Fresh bytes from the operating system (`getrandom` on Linux).
    static func kernelSeed(_ key: UnsafeMutableRawBufferPointer) {
        guard let start = key.baseAddress else { return }
        Sodium.ensureInitialized()
        randombytes_buf(start, key.count)
    }

    private var key: UnsafeMutableRawPointer { state.baseAddress! }
    private var nonce: UnsafeMutableRawPointer { state.baseAddress! + Self.keyByteCount }
    private var block: UnsafeMutableRawPointer { state.baseAddress! + Self.keyByteCount + Self.nonceByteCount }

    /// One ChaCha20 run: the next key first, then the bytes to hand out.
    private func refill() {
        if refillsSinceSeed == refillsPerSeed {
            seedKey()
        }
        refillsSinceSeed += 1
        Sodium.expectSuccess(
            crypto_stream_chacha20_ietf(
                block.assumingMemoryBound(to: UInt8.self), UInt64(Self.blockByteCount),
                nonce.assumingMemoryBound(to: UInt8.self), key.assumingMemoryBound(to: UInt8.self)),
            "crypto_stream_chacha20_ietf")
        key.copyMemory(from: block, byteCount: Self.keyByteCount)
        sodium_memzero(block, Self.keyByteCount)
        position = Self.keyByteCount
    }

    /// Drops what is left of the block, which a forked parent hands out too, and seeds anew.
    private func reseed(generation: UInt64) {
        sodium_memzero(block, Self.blockByteCount)
        position = Self.blockByteCount
        seededGeneration = generation
        seedKey()
    }

    private func seedKey() {
        seed(UnsafeMutableRawBufferPointer(start: key, count: Self.keyByteCount))
        seedCount += 1
        refillsSinceSeed = 0
    }
}

extension KeystreamGenerator {
    /// The current key, for tests that check it changes at each refill.
    var keyForTesting: [UInt8] {
        Array(UnsafeRawBufferPointer(start: key, count: Self.keyByteCount))
    }

    /// Whether every byte of the block up to the next one to hand out (the next key's copy and
    /// the bytes handed out) reads as zero, for tests of erasure.
    var handedOutBytesAreErased: Bool {
        UnsafeRawBufferPointer(start: block, count: position).allSatisfy { $0 == 0 }
    }
}
