/// The authenticator settings page: setting it up (the secret as text, beside its QR code), on
/// (how many recovery codes are left), the recovery codes just made, shown this once, the
/// question before new ones, or why codes cannot be turned on yet.
/// Sent as JSON to JSON clients, which read the secret and codes from it as a browser does.
struct AuthenticatorViewModel: Encodable, Equatable, Sendable {
    enum State: String, Encodable, Sendable {
        case settingUp = "setting_up"
        case on
        case newRecoveryCodes = "new_recovery_codes"
        /// Asking before new recovery codes void the member's.
        case confirmNewCodes = "confirm_new_codes"
        /// The member's address was never proven: codes cannot be turned on yet.
        case addressUnproven = "address_unproven"
    }

    var state: State
    /// The secret in base32, to type into an app that cannot scan; only while setting up.
    var secret: String?
    /// The `otpauth://` URI the QR code holds; only while setting up.
    var setupURI: String?
    /// The new recovery codes, shown once.
    var recoveryCodes: [String] = []
    var recoveryCodesLeft = 0
    var codeError: String?
    /// The new recovery codes sealed for the member, which the download form sends back: the
    /// page carries them because the store keeps only digests. Not in the JSON, whose clients
    /// have the codes themselves.
    var downloadSeal: String?
    /// Codes were just turned on while other devices are signed in: the page offers to sign
    /// them out.
    var offersSignOutOthers = false

    enum CodingKeys: String, CodingKey {
        case state, secret, setupURI, recoveryCodes, recoveryCodesLeft, codeError, offersSignOutOthers
    }
}

/// A code from the authenticator (to turn it on or off), or a recovery code (to turn it off).
struct AuthenticatorForm: Decodable, Sendable {
    enum CodingKeys: String, CodingKey {
        case code
    }

    let code: String
}

