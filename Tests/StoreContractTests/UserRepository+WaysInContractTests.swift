import Domain
import DomainTesting
import ScreenKit
import Testing

/// The first proof of an address takes away every way in the account was given before it,
/// in the proof's own transaction, whichever link proved it: whoever gave them may not own the
/// address. A later proof takes nothing.
struct UserRepositoryWaysInContractTests {
    let now = 1_700_000_000

    /// How the owner proves the address.
    enum Proof: String, CaseIterable, Sendable {
        case confirmationLink, signInLink, passwordReset
    }

    /// An account nobody proved the address of, holding a passkey, an authenticator that is on,
    /// recovery codes, a key being set up in its session, a sign-in waiting for its code and a
    /// passkey challenge: what an account from before passkeys and codes needed a proven
    /// address may hold, written as such an account would have.
    func squattedAccount(in store: TestStore) throws -> User {
        let squatter = try store.users.create(
            .sample(email: "victim@example.com"), confirmation: .sample(.emailConfirmation, hash: 1, email: "victim@example.com"))
        try store.tokens.issue(
            [.sample(.magicLink, hash: 2, email: "victim@example.com"), .sample(.passwordReset, hash: 3, email: "victim@example.com")],
            userID: squatter.id, at: now)
        try store.signIn(squatter, idHash: "squatter")
        let id = squatter.id
        try store.execute("""
            INSERT INTO passkeys (user_id, credential_id, public_key, sign_count, name, created_at)
            VALUES (\(id), \(Self.blob(kind: store.kind, [7, 7])), \(Self.blob(kind: store.kind, [1])), 0, 'Squatter key', \(now))
            """)
        try store.execute("""
            INSERT INTO authenticators (user_id, sealed_secret, created_at, confirmed_at, last_used_step)
            VALUES (\(id), \(Self.blob(kind: store.kind, [9])), \(now), \(now), 0)
            """)
        try store.execute("""
            INSERT INTO authenticator_setups (session_id_hash, user_id, sealed_secret, started_at)
            VALUES ('squatter', \(id), \(Self.blob(kind: store.kind, [8])), \(now))
            """)
        try store.secondSteps.replaceRecoveryCodes(userID: id, digests: [[1], [2]], at: now)
        try store.secondSteps.startPendingSignIn(keyHash: [5], userID: id, expiresAt: now + 300)
        try store.passkeys.issueChallenge(hash: [6], purpose: .sudo, userID: id, expiresAt: now + 300)
        return squatter
    }

    /// A byte string as an SQL literal of the store.
    static func blob(kind: StoreKind, _ bytes: [UInt8]) -> String {
        let hex = bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        return kind == .postgres ? "'\\x\(hex)'::bytea" : "X'\(hex)'"
    }

    func prove(_ proof: Proof, in store: TestStore, at time: Int) throws -> AddressProof? {
        switch proof {
        case .confirmationLink: try store.users.confirmEmail(tokenHash: tokenHash(1), at: time, keepingSession: nil)
        case .signInLink: try store.users.signInWithLink(tokenHash: tokenHash(2), at: time, keepingSession: nil)
        case .passwordReset: try store.users.resetPassword(tokenHash: tokenHash(3), to: "$argon2id$owner", at: time)
        }
    }

    @Test(arguments: StoreKind.available, Proof.allCases)
    func theFirstProofTakesAwayEveryWayIn(kind: StoreKind, proof: Proof) throws {
        try withStore(kind) { store throws in
            let squatter = try squattedAccount(in: store)
            let epoch = try store.secondSteps.browserTrustEpoch(userID: squatter.id)

            let proven = try #require(try prove(proof, in: store, at: now + 1))

            #expect(proven.wasFirstProof && proven.waysInRemoved)
            for table in ["passkeys", "authenticators", "recovery_codes", "authenticator_setups", "pending_sign_ins", "passkey_challenges"] {
                #expect(try store.count(table, userID: squatter.id) == 0, "\(table)")
            }
            #expect(try store.secondSteps.browserTrustEpoch(userID: squatter.id) > epoch)
            #expect(try store.passkeys.passkey(credentialID: [7, 7]) == nil)
        }
    }

    @Test(arguments: StoreKind.available) func aFirstProofWithNothingToTakeSaysSo(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.users.create(.sample(), confirmation: .sample(.emailConfirmation, hash: 1))
            let proof = try #require(try store.users.confirmEmail(tokenHash: tokenHash(1), at: now, keepingSession: nil))
            #expect(proof.wasFirstProof && !proof.waysInRemoved)
            #expect(try store.users.user(id: ada.id)?.isEmailConfirmed == true)
        }
    }

    /// Once proven, the address's owner keeps what they add: a later link takes nothing, and a
    /// reset ends only what a change of credentials ends.
    @Test(arguments: StoreKind.available) func aLaterProofTakesNothingAway(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.provenMember()
            try store.tokens.issue(.sample(.magicLink, hash: 2), userID: ada.id, at: now)
            _ = try store.passkeys.addPasskey(userID: ada.id, credentialID: [7], publicKey: [1], signCount: 0, name: "Laptop", at: now)
            try store.secondSteps.replaceRecoveryCodes(userID: ada.id, digests: [[1]], at: now)
            try store.secondSteps.startPendingSignIn(keyHash: [5], userID: ada.id, expiresAt: now + 300)

            let link = try #require(try store.users.signInWithLink(tokenHash: tokenHash(2), at: now + 1, keepingSession: nil))
            #expect(!link.wasFirstProof && !link.waysInRemoved)
            #expect(try store.secondSteps.pendingSignInIsLive(keyHash: [5], userID: ada.id, at: now + 1))

            // A sign-in link voids the reset links sent before it: this one comes after.
            try store.tokens.issue(.sample(.passwordReset, hash: 3), userID: ada.id, at: now + 1)
            let reset = try #require(try store.users.resetPassword(tokenHash: tokenHash(3), to: "$argon2id$new", at: now + 2))
            #expect(!reset.wasFirstProof && !reset.waysInRemoved)
            #expect(try store.passkeys.passkeys(userID: ada.id).count == 1)
            #expect(try store.secondSteps.recoveryCodesLeft(userID: ada.id) == 1)
            #expect(try !store.secondSteps.pendingSignInIsLive(keyHash: [5], userID: ada.id, at: now + 2))
        }
    }
}
