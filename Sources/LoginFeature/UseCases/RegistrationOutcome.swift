import ScreenKit

/// How a sign-up ended, when it did not fail outright.
enum RegistrationOutcome: Equatable, Sendable {
    /// The account exists; sign this member in.
    case registered(SignedInUser)
    /// Another member already signed up with this email (case ignored).
    case emailTaken
}
