/// What a passkey repository refuses for a reason the screen can explain.
public enum PasskeyRepositoryError: Error, Equatable {
    /// A passkey with this credential id is already registered (to this member or another):
    /// one credential signs in one member only.
    case credentialTaken
    /// The member's address was never proven: whoever signed up with it may not own it, so the
    /// account can add no way in of its own.
    case addressUnproven
}
