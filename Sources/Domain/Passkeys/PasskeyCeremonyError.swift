/// Why a passkey ceremony did not pass, in the words a screen needs: whether to offer the
/// ceremony at all, to start again, or to refuse. What rule refused a response is named for
/// the log and for tests, never shown.
public enum PasskeyCeremonyError: Error, Equatable, Sendable {
    /// The site's address is one browsers run no ceremony for, for `reason`.
    case unavailable(PasskeySiteProblem)
    /// The challenge is unknown, used already, expired, or was issued for another ceremony.
    case challengeNotValid
    /// No passkey of this site (or of this member) has the credential id the browser names.
    case unknownPasskey
    /// The credential is registered already.
    case credentialTaken
    /// The member's address was never proven, so the account adds no passkey
    /// (``PasskeyRepositoryError/addressUnproven``).
    case addressUnproven
    /// The response broke a rule of the ceremony, named by `rule`.
    case refused(rule: String)
    /// A field the browser sends is missing or not base64url.
    case malformed
}

/// Why browsers run no passkey ceremony at the site's address.
public enum PasskeySiteProblem: Sendable, Equatable {
    /// The address names the site by an IP address, which cannot be a relying party's id.
    case ipAddress
    /// Plain http at a name other than `localhost`: not a secure context.
    case notSecure
}
