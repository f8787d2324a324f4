/// Something that happened to a member's account, as their security log shows it: who did it
/// from where is the client's address and browser at the time.
public struct SecurityEvent: Sendable, Equatable {
    /// How long an event is kept: 90 days.
    public static let retentionSeconds = 90 * 24 * 60 * 60

    public enum Kind: String, Sendable, CaseIterable {
        case signedIn = "signed_in"
        /// Someone typed a wrong password for the account.
        case signInFailed = "sign_in_failed"
        /// A sign-in to the account was refused for too many failures.
        case signInThrottled = "sign_in_throttled"
        case passwordChanged = "password_changed"
        case emailChanged = "email_changed"
        /// The member ended one of their other sessions.
        case sessionRevoked = "session_revoked"
        case signedOutEverywhereElse = "signed_out_everywhere_else"
        /// Signed in by opening a sign-in link mailed to the account's address.
        case signedInWithLink = "signed_in_with_link"
        /// The password was set anew from a reset link; every session was ended.
        case passwordReset = "password_reset"
        case emailConfirmed = "email_confirmed"
        /// A change of address was asked for; the current address was told, with a way to cancel.
        case emailChangeRequested = "email_change_requested"
        case emailChangeCancelled = "email_change_cancelled"
        /// The address was proven for the first time (a confirmation, sign-in or reset link):
        /// every session opened before it was ended.
        case addressProven = "address_proven"
        /// The password chosen before the address was proven stopped working, as whoever chose
        /// it may not have been the address's owner.
        case passwordRemoved = "password_removed"
        /// The passkeys, authenticator codes, recovery codes and trusted browsers the account
        /// was given before its address was first proven stopped working with that proof.
        case waysInRemoved = "ways_in_removed"
        /// An authenticator app was turned on as the second step.
        case secondStepAdded = "second_step_added"
        case secondStepRemoved = "second_step_removed"
        /// A wrong code was typed at the second step of a sign-in.
        case secondStepFailed = "second_step_failed"
        case recoveryCodeUsed = "recovery_code_used"
        /// A new set of recovery codes replaced the old one.
        case recoveryCodesReplaced = "recovery_codes_replaced"
        /// A passkey was registered for the account.
        case passkeyAdded = "passkey_added"
        case passkeyRemoved = "passkey_removed"
        /// Signed in with a passkey, which checked who the person is (no password, no code).
        case signedInWithPasskey = "signed_in_with_passkey"
        /// A passkey offered at the second step or the sudo prompt did not pass.
        case passkeyFailed = "passkey_failed"
    }

    /// The log's key, in the order events were recorded; 0 for one not recorded yet.
    public let id: Int
    public let userID: Int
    public let kind: Kind
    /// Seconds since 1970.
    public let occurredAt: Int
    public let clientAddress: String
    public let userAgent: String

    public init(id: Int = 0, userID: Int, kind: Kind, occurredAt: Int, clientAddress: String, userAgent: String) {
        self.id = id
        self.userID = userID
        self.kind = kind
        self.occurredAt = occurredAt
        self.clientAddress = clientAddress
        self.userAgent = userAgent
    }
}
