/// What a passkey challenge was issued for. It is stored with the challenge and must match when
/// the challenge is used, so a challenge issued to sign in cannot confirm sudo mode.
public enum PasskeyChallengePurpose: String, Sendable, CaseIterable {
    case registration
    case signIn = "sign-in"
    case secondStep = "second-step"
    case sudo
}
