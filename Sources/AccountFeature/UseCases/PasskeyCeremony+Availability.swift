import Domain

extension PasskeyCeremony {
    /// A challenge for `navigator.credentials.get()`, or `nil` where the site's address allows
    /// no ceremony (the screen then says passkeys need https).
    func availableRequestOptions(_ purpose: PasskeyChallengePurpose, memberID: Int?) throws -> PasskeyRequestOptions? {
        do {
            return try requestOptions(purpose, memberID: memberID)
        } catch PasskeyCeremonyError.unavailable {
            return nil
        }
    }
}
