internal import CSodium

/// libsodium's one-time set-up, shared by every entry point of this module.
///
/// `sodium_init()` must run before any other libsodium call. Each public entry point calls
/// ``ensureInitialized()`` first; the work happens once, in the initialiser of a global, which
/// Swift runs exactly once and thread-safely. Later calls cost one check of a once-token.
enum Sodium {
    @inline(__always)
    static func ensureInitialized() {
        _ = sodiumInitialization
    }

    /// Stops the process when a libsodium call that cannot fail on valid arguments reports
    /// failure: a broken library, never bad input. Keeps raw status codes inside this module.
    @inline(__always)
    static func expectSuccess(_ status: Int32, _ function: StaticString) {
        precondition(status == 0, "libsodium: \(function) failed unexpectedly")
    }
}

/// `sodium_init()` returns 0 when it initialised the library, 1 when it already was, and -1
/// when it cannot (no usable entropy source, for example): then no cryptography is possible.
private let sodiumInitialization: Void = {
    precondition(
        sodium_init() >= 0,
        "libsodium could not be initialised (sodium_init failed): this system cannot provide cryptography"
    )
}()
