extension MessageAuthenticator {
    /// An authenticator whose key is HMAC-SHA-256 of `purpose` under `serverKey`: one key per
    /// purpose (recovery codes' digests, say), none of them the key that signs cookies.
    public init(derivedFrom serverKey: [UInt8], purpose: String) {
        self.init(key: HMACSHA256.tag(key: serverKey, message: Array("screenkit derived key: \(purpose)".utf8)))
    }
}
