import Domain

/// What a passkey form sends once the browser signed its challenge (`navigator.credentials
/// .get()`), each binary field base64url; the sign-in, the second step and the sudo prompt
/// all post these fields. Asking for the challenge posts the same form with them empty.
struct PasskeyAssertionForm: Decodable, Sendable {
    enum CodingKeys: String, CodingKey {
        case challenge, credentialID = "credential_id", clientDataJSON = "client_data_json"
        case authenticatorData = "authenticator_data", signature, userHandle = "user_handle", next
    }

    let challenge: String
    let credentialID: String
    let clientDataJSON: String
    let authenticatorData: String
    let signature: String
    let userHandle: String
    let next: String?

    var assertion: PasskeyAssertion {
        PasskeyAssertion(
            challenge: challenge, credentialID: credentialID, clientDataJSON: clientDataJSON,
            authenticatorData: authenticatorData, signature: signature, userHandle: userHandle)
    }
}
