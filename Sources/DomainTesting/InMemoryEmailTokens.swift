public import Domain
import Synchronization

/// Mailed links' tokens in memory, queueing their mail in ``outbox``, with the storage contract
/// (single use, a newer link voids the older of the same purpose, expiry).
///
/// Unlike storage it does not know the members: issuing for an id no member has is not
/// refused. ``InMemoryUserRepository`` deletes a member's tokens with the member.
public final class InMemoryEmailTokens: EmailTokenRepository {
    private struct Stored {
        let token: EmailToken
        let hash: [UInt8]
    }

    private struct State {
        var tokens: [Stored] = []
        var lastID = 0
    }

    /// Where issued links' mail is queued.
    public let outbox: InMemoryOutbox
    private let state = Mutex(State())

    public init(outbox: InMemoryOutbox = InMemoryOutbox()) {
        self.outbox = outbox
    }

    /// Every unused token, expired ones included, oldest first.
    public var all: [EmailToken] { state.withLock { $0.tokens.map(\.token) } }

    public func issue(_ issued: [MailedToken], userID: Int, at now: Int) throws {
        state.withLock { state in
            for new in issued.map(\.token) {
                state.tokens.removeAll { $0.token.userID == userID && $0.token.purpose == new.purpose }
                state.lastID += 1
                let token = EmailToken(
                    id: state.lastID, userID: userID, purpose: new.purpose, email: new.email, createdAt: now, expiresAt: new.expiresAt)
                state.tokens.append(Stored(token: token, hash: new.hash))
            }
        }
        for mail in issued.map(\.mail) {
            try outbox.enqueue(mail, at: now)
        }
    }

    public func pending(userID: Int, purpose: EmailTokenPurpose, at now: Int) throws -> EmailToken? {
        state.withLock { state in
            state.tokens.last { $0.token.userID == userID && $0.token.purpose == purpose && $0.token.expiresAt > now }?.token
        }
    }

    public func token(hash: [UInt8], purpose: EmailTokenPurpose, at now: Int) throws -> EmailToken? {
        state.withLock { state in
            state.tokens.first { $0.hash == hash && $0.token.purpose == purpose && $0.token.expiresAt > now }?.token
        }
    }

    /// An expired token found this way is deleted too, as in storage.
    public func redeem(hash: [UInt8], purpose: EmailTokenPurpose, at now: Int) throws -> EmailToken? {
        state.withLock { state in
            guard let index = state.tokens.firstIndex(where: { $0.hash == hash && $0.token.purpose == purpose }) else { return nil }
            let token = state.tokens.remove(at: index).token
            return token.expiresAt > now ? token : nil
        }
    }

    public func revoke(userID: Int, purposes: [EmailTokenPurpose]) throws {
        state.withLock { state in
            state.tokens.removeAll { $0.token.userID == userID && purposes.contains($0.token.purpose) }
        }
    }

    @discardableResult
    public func purgeExpired(before now: Int, limit: Int) throws -> Int {
        state.withLock { state in
            let ids = Set(state.tokens.lazy.filter { $0.token.expiresAt < now }.prefix(limit).map(\.token.id))
            state.tokens.removeAll { ids.contains($0.token.id) }
            return ids.count
        }
    }
}
