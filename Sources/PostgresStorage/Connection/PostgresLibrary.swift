internal import CLibPQ

/// libpq's functions, found once, the first time a PostgreSQL database is opened.
///
/// `@unchecked Sendable` because C function pointers are not imported as `Sendable`; it is safe:
/// the value holds only addresses of code in a library that is never closed, it is filled
/// before a global's one-time initializer publishes it, and nothing writes it after, so every
/// thread reads the same unchanging values.
struct PostgresLibrary: @unchecked Sendable {
    let functions: sk_pq_library

    /// `nil` when libpq (Debian's `libpq5`) is not installed.
    static let shared: PostgresLibrary? = sk_pq_open().map { PostgresLibrary(functions: $0.pointee) }

    /// The library, or the error that says which package is missing.
    static func load() throws(PostgresError) -> sk_pq_library {
        guard let shared else {
            throw PostgresError(.unavailable, message: "libpq (Debian's libpq5) cannot be opened")
        }
        return shared.functions
    }
}
