import Domain
import DomainTesting
import ScreenKit

extension TestStore {
    /// A member whose address is proven (confirmed at `at`), as only such a member may add a
    /// way in.
    func provenMember(name: String = "Ada Lovelace", email: String = "ada@example.com", at time: Int = 1_700_000_000) throws -> User {
        let member = try users.create(.sample(name: name, email: email))
        try execute("UPDATE users SET email_confirmed_at = \(time) WHERE id = \(member.id)")
        return try users.user(id: member.id) ?? member
    }

    /// A session of `member` with the id hash `idHash`, opened at `at`.
    func signIn(_ member: User, idHash: String, at time: Int = 1_700_000_000) throws {
        try sessions.insert(SessionRecord(idHash: idHash, userID: member.id, csrfSecret: "c", createdAt: time, lastSeenAt: time))
    }

    /// How many rows `table` holds for the member.
    func count(_ table: String, userID: Int) throws -> Int {
        try countRows("SELECT COUNT(*) AS value FROM \(table) WHERE user_id = \(userID)")
    }
}
