/// What a user repository refuses for a reason the user can act on.
public enum UserRepositoryError: Error, Equatable, Sendable {
    /// Another member already signed up with this email (case ignored).
    case emailTaken
}
