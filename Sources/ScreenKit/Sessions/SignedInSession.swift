/// A session as stored, with the user it belongs to.
public struct SignedInSession: Sendable, Equatable {
    public let record: SessionRecord
    public let user: SignedInUser

    public init(record: SessionRecord, user: SignedInUser) {
        self.record = record
        self.user = user
    }
}
