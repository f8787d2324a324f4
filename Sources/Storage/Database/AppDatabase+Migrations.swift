import Domain
internal import Repositories

extension AppDatabase {
    /// One step of the schema's history: SQL run once, in a transaction, and recorded by its
    /// identifier in `schema_migrations`.
    struct Migration: Sendable {
        let identifier: String
        let sql: String
        /// Work SQL cannot do (Unicode normalization), run after `sql` in the same transaction.
        var rewrite: (@Sendable (WriteConnection) throws -> Void)? = nil
    }

    /// The schema's history, in order. A shipped migration never changes: add a new one.
    static let migrations = [
        Migration(identifier: "v1", sql: """
            CREATE TABLE users (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                name TEXT NOT NULL,
                email TEXT NOT NULL,
                -- `email.lowercased()`: Swift's Unicode lowercasing, so uniqueness ignores case
                -- beyond ASCII too (SQLite's NOCASE only folds A-Z).
                email_key TEXT NOT NULL UNIQUE,
                bio TEXT NOT NULL DEFAULT '',
                password_hash TEXT NOT NULL,
                created_at INTEGER NOT NULL
            );
            CREATE INDEX users_on_created_at ON users (created_at);
            CREATE TABLE sessions (
                id_hash TEXT PRIMARY KEY NOT NULL,
                user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                csrf_secret TEXT NOT NULL,
                created_at INTEGER NOT NULL,
                last_seen_at INTEGER NOT NULL
            );
            CREATE INDEX sessions_on_user_id ON sessions (user_id);
            CREATE TABLE sign_in_attempts (
                id INTEGER PRIMARY KEY,
                key TEXT NOT NULL,
                attempted_at INTEGER NOT NULL
            );
            CREATE INDEX sign_in_attempts_on_key_attempted_at ON sign_in_attempts (key, attempted_at);
            CREATE TABLE settings (
                name TEXT PRIMARY KEY NOT NULL,
                value TEXT NOT NULL
            );
            """),
        // The periodic sweep finds expired sessions and old sign-in failures by time.
        Migration(identifier: "v2", sql: """
            CREATE INDEX IF NOT EXISTS sessions_on_last_seen_at ON sessions (last_seen_at);
            CREATE INDEX IF NOT EXISTS sessions_on_created_at ON sessions (created_at);
            CREATE INDEX IF NOT EXISTS sign_in_attempts_on_attempted_at ON sign_in_attempts (attempted_at);
            """),
        // Email keys gained Unicode normalization (NFC) after lowercasing.
        Migration(identifier: "v3", sql: "", rewrite: rekeyEmails),
        // Sessions record when their member last typed the password (sudo mode), whether they
        // asked to be remembered, and the device they were opened from.
        Migration(identifier: "v4", sql: """
            ALTER TABLE sessions ADD COLUMN authenticated_at INTEGER NOT NULL DEFAULT 0;
            ALTER TABLE sessions ADD COLUMN persistent INTEGER NOT NULL DEFAULT 1;
            ALTER TABLE sessions ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
            ALTER TABLE sessions ADD COLUMN client_address TEXT NOT NULL DEFAULT '';
            UPDATE sessions SET authenticated_at = created_at;
            """),
        // Each member's security log: sign-ins, failures and changes to the account.
        Migration(identifier: "v5", sql: """
            CREATE TABLE security_events (
                id INTEGER PRIMARY KEY,
                user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                kind TEXT NOT NULL,
                occurred_at INTEGER NOT NULL,
                client_address TEXT NOT NULL DEFAULT '',
                user_agent TEXT NOT NULL DEFAULT ''
            );
            CREATE INDEX security_events_on_user_id_id ON security_events (user_id, id);
            CREATE INDEX security_events_on_occurred_at ON security_events (occurred_at);
            """),
        // Members' pictures, checked by content when uploaded.
        Migration(identifier: "v6", sql: """
            CREATE TABLE avatars (
                user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
                format TEXT NOT NULL,
                width INTEGER NOT NULL,
                height INTEGER NOT NULL,
                tag TEXT NOT NULL,
                bytes BLOB NOT NULL
            );
            """),
        // Every read of a member names their avatar's tag, without touching the avatars table.
        Migration(identifier: "v7", sql: "ALTER TABLE users ADD COLUMN avatar_tag TEXT"),
        // Sessions get a number of their own that is never reused (a rowid may be, once the
        // highest is deleted): a revoke form left open can only name the session it showed.
        Migration(identifier: "v8", sql: """
            CREATE TABLE sessions_numbered (
                number INTEGER PRIMARY KEY AUTOINCREMENT,
                id_hash TEXT NOT NULL UNIQUE,
                user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                csrf_secret TEXT NOT NULL,
                created_at INTEGER NOT NULL,
                last_seen_at INTEGER NOT NULL,
                authenticated_at INTEGER NOT NULL,
                persistent INTEGER NOT NULL,
                user_agent TEXT NOT NULL,
                client_address TEXT NOT NULL
            );
            INSERT INTO sessions_numbered (
                number, id_hash, user_id, csrf_secret, created_at, last_seen_at, authenticated_at, persistent,
                user_agent, client_address)
            SELECT rowid, id_hash, user_id, csrf_secret, created_at, last_seen_at, authenticated_at, persistent,
                user_agent, client_address
            FROM sessions;
            DROP TABLE sessions;
            ALTER TABLE sessions_numbered RENAME TO sessions;
            CREATE INDEX sessions_on_user_id ON sessions (user_id);
            CREATE INDEX sessions_on_last_seen_at ON sessions (last_seen_at);
            CREATE INDEX sessions_on_created_at ON sessions (created_at);
            """),
        // When the member opened the link mailed to their current address; NULL until then
        // (members from before links were mailed too: their address was never proven).
        Migration(identifier: "v9", sql: "ALTER TABLE users ADD COLUMN email_confirmed_at INTEGER"),
        // The secrets of mailed links, hashed, each usable once; a member's go with the member.
        Migration(identifier: "v10", sql: """
            CREATE TABLE email_tokens (
                id INTEGER PRIMARY KEY,
                user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                purpose TEXT NOT NULL,
                token_hash BLOB NOT NULL UNIQUE,
                email TEXT NOT NULL,
                created_at INTEGER NOT NULL,
                expires_at INTEGER NOT NULL
            );
            CREATE INDEX email_tokens_on_user_id_purpose ON email_tokens (user_id, purpose);
            CREATE INDEX email_tokens_on_expires_at ON email_tokens (expires_at);
            """),
        // Mail waiting to be sent, and what became of it. No reference to `users`: a message
        // queued for a member who then deletes their account is still sent (or kept as sent).
        // The key is the Message-ID's left side, drawn by SQLite when the row is inserted.
        Migration(identifier: "v11", sql: """
            CREATE TABLE outbox (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                key TEXT NOT NULL UNIQUE DEFAULT (lower(hex(randomblob(16)))),
                to_address TEXT NOT NULL,
                to_name TEXT NOT NULL DEFAULT '',
                subject TEXT NOT NULL,
                text_body TEXT NOT NULL,
                html_body TEXT NOT NULL,
                created_at INTEGER NOT NULL,
                state TEXT NOT NULL DEFAULT 'pending',
                attempts INTEGER NOT NULL DEFAULT 0,
                next_attempt_at INTEGER NOT NULL,
                last_error TEXT,
                sent_at INTEGER
            );
            -- Due messages (pending by next try); failed ones by the time of their last try.
            CREATE INDEX outbox_on_state_next_attempt_at ON outbox (state, next_attempt_at);
            -- Sent ones by when they went, for the purge.
            CREATE INDEX outbox_on_state_sent_at ON outbox (state, sent_at);
            """),
        Migration(identifier: "v12", sql: "ALTER TABLE users ADD COLUMN last_signed_in_at INTEGER"),
        // The second step: a member's authenticator (its secret sealed under the server's key)
        // and recovery codes (keyed digests), both gone with the member.
        Migration(identifier: "v13", sql: """
            CREATE TABLE authenticators (
                user_id INTEGER PRIMARY KEY NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                sealed_secret BLOB NOT NULL,
                created_at INTEGER NOT NULL,
                confirmed_at INTEGER,
                last_used_step INTEGER NOT NULL DEFAULT 0
            );
            CREATE TABLE recovery_codes (
                user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                digest BLOB NOT NULL,
                created_at INTEGER NOT NULL,
                PRIMARY KEY (user_id, digest)
            ) WITHOUT ROWID;
            """),
        // Passkeys (their COSE keys as registered, the newest counter seen) and the challenges of
        // passkey ceremonies, stored by hash and used once. A sign-in challenge belongs to no
        // member until the passkey names one; the rest go with their member.
        Migration(identifier: "v14", sql: """
            CREATE TABLE passkeys (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                credential_id BLOB NOT NULL UNIQUE,
                public_key BLOB NOT NULL,
                sign_count INTEGER NOT NULL DEFAULT 0,
                name TEXT NOT NULL,
                created_at INTEGER NOT NULL,
                last_used_at INTEGER
            );
            CREATE INDEX passkeys_on_user_id ON passkeys (user_id);
            CREATE TABLE passkey_challenges (
                challenge_hash BLOB PRIMARY KEY NOT NULL,
                purpose TEXT NOT NULL,
                user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
                expires_at INTEGER NOT NULL
            ) WITHOUT ROWID;
            CREATE INDEX passkey_challenges_on_expires_at ON passkey_challenges (expires_at);
            -- For the cascade when a member is deleted.
            CREATE INDEX passkey_challenges_on_user_id ON passkey_challenges (user_id);
            """),
        // How each session was signed in, for the devices page; empty for the sessions opened
        // before, whose way in nobody recorded.
        Migration(identifier: "v15", sql: "ALTER TABLE sessions ADD COLUMN sign_in_method TEXT NOT NULL DEFAULT ''"),
        // Each member's browser-trust epoch: moving it on ends every "trust this browser".
        Migration(identifier: "v16", sql: "ALTER TABLE users ADD COLUMN browser_trust_epoch INTEGER NOT NULL DEFAULT 0"),
        // The language the member chose to read the app in, as its tag ("pt-BR"); NULL while
        // they have not chosen, when their browser's Accept-Language decides.
        Migration(identifier: "v17", sql: "ALTER TABLE users ADD COLUMN language TEXT"),
        // A key being set up belongs to the session that asked for it and goes with it (a
        // renewed id carries it along); `authenticators` keeps only keys turned on, so keys set
        // up before, which any of the member's sessions could have read, are dropped. A sign-in
        // waiting for its second step is a row, by the digest of its cookie's key, so it is
        // used once and can be ended with the credentials that started it.
        Migration(identifier: "v18", sql: """
            CREATE TABLE authenticator_setups (
                session_id_hash TEXT PRIMARY KEY NOT NULL
                    REFERENCES sessions (id_hash) ON DELETE CASCADE ON UPDATE CASCADE,
                user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                sealed_secret BLOB NOT NULL,
                started_at INTEGER NOT NULL
            ) WITHOUT ROWID;
            CREATE INDEX authenticator_setups_on_user_id ON authenticator_setups (user_id);
            DELETE FROM authenticators WHERE confirmed_at IS NULL;
            CREATE TABLE pending_sign_ins (
                key_hash BLOB PRIMARY KEY NOT NULL,
                user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                expires_at INTEGER NOT NULL
            ) WITHOUT ROWID;
            CREATE INDEX pending_sign_ins_on_user_id ON pending_sign_ins (user_id);
            CREATE INDEX pending_sign_ins_on_expires_at ON pending_sign_ins (expires_at);
            """),
    ]

    /// Recomputes every member's email key. Two members whose addresses differed only in
    /// Unicode spelling would now share a key: the later one keeps its old key (`OR IGNORE`)
    /// rather than the migration failing and the server refusing to start.
    private static func rekeyEmails(_ connection: WriteConnection) throws {
        let rows = try connection.all("SELECT id, email, email_key FROM users ORDER BY id", columns: KeyedEmail.self) { row in
            (id: try row.integer(.id), email: try row.text(.email), key: try row.text(.emailKey))
        }
        for row in rows {
            let key = EmailKey.of(row.email)
            // Bytes, not `==`: Swift's string equality already treats the two spellings as one.
            guard !key.utf8.elementsEqual(row.key.utf8) else { continue }
            try connection.run("UPDATE OR IGNORE users SET email_key = ? WHERE id = ?", key, row.id)
        }
    }

    private enum KeyedEmail: Int, SQLColumn {
        case id, email, emailKey
    }

    /// Applies the migrations `connection`'s database has not recorded, all in one transaction,
    /// so two processes opening a new file together migrate it once.
    ///
    /// - Throws: ``SQLiteError`` when a migration fails (nothing of it stays), or with
    ///   `SQLITE_SCHEMA` when the database records a migration this build does not know: it
    ///   was written by a newer release, whose schema this one must not touch.
    static func migrate(_ connection: WriteConnection) throws {
        try connection.transaction { connection in
            try connection.execute("CREATE TABLE IF NOT EXISTS schema_migrations (identifier TEXT PRIMARY KEY NOT NULL)")
            try adoptEarlierRecord(connection)
            let applied = try appliedMigrations(connection)
            let known = Set(migrations.map(\.identifier))
            if let unknown = applied.first(where: { !known.contains($0) }) {
                throw SQLiteError(.schema, message: """
                    the database records migration '\(unknown)', which this release does not know: \
                    it was written by a newer release
                    """)
            }
            for migration in migrations where !applied.contains(migration.identifier) {
                if !migration.sql.isEmpty { try connection.execute(migration.sql) }
                try migration.rewrite?(connection)
                try connection.run("INSERT INTO schema_migrations (identifier) VALUES (?)", migration.identifier)
            }
        }
    }

    static func appliedMigrations(_ connection: WriteConnection) throws -> [String] {
        try connection.all("SELECT identifier AS value FROM schema_migrations ORDER BY rowid", columns: SingleValue.self) { try $0.text(.value) }
    }

    /// Databases made by earlier releases record their migrations in `grdb_migrations`, with
    /// the same identifiers: move them over, so those files open without migrating again.
    private static func adoptEarlierRecord(_ connection: WriteConnection) throws {
        let earlier = try connection.integer("SELECT COUNT(*) AS value FROM sqlite_master WHERE type = 'table' AND name = 'grdb_migrations'")
        guard earlier == 1 else { return }
        try connection.execute("""
            INSERT OR IGNORE INTO schema_migrations (identifier) SELECT identifier FROM grdb_migrations;
            DROP TABLE grdb_migrations
            """)
    }
}
