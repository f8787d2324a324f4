/// Finds the user a session belongs to; the app implements it over its user repository.
///
/// ```swift
/// struct Users: SignedInUserProvider {
///     func signedInUser(id: Int) throws -> SignedInUser? { try repository.find(id).map { .init(id: $0.id, name: $0.name) } }
/// }
/// ```
public protocol SignedInUserProvider: Sendable {
    /// `nil` when the user no longer exists: the session is then ended.
    func signedInUser(id: Int) throws -> SignedInUser?
}
