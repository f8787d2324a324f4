internal import ScreenKit

extension SessionRecord {
    /// Decodes a row of `id_hash, user_id, csrf_secret, created_at, last_seen_at`, by position.
    init(columns: StatementColumns) {
        self.init(
            idHash: columns.text(0), userID: columns.integer(1), csrfSecret: columns.text(2),
            createdAt: columns.integer(3), lastSeenAt: columns.integer(4))
    }
}
