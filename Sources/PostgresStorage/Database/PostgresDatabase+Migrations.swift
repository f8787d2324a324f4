internal import Repositories

extension PostgresDatabase {
    /// One step of the schema's history: SQL run once, in the migrating transaction, and
    /// recorded by its identifier in `schema_migrations`.
    struct Migration: Sendable {
        let identifier: String
        let sql: String
    }

    /// Taken, inside the migrating transaction, by every instance that starts: the second one
    /// waits for the first to commit, then finds nothing left to do.
    static let migrationLockKey = 0x5C_4EE2_17

    /// The schema's history, in order. A shipped migration never changes: add a new one.
    ///
    /// The same tables as the SQLite store's, in PostgreSQL's types: `bigint` times (seconds
    /// since 1970), identity keys that are never reused, `bytea` for hashes and pictures.
    static let migrations = [
        Migration(identifier: "pg1", sql: """
            CREATE TABLE users (
                id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                name text NOT NULL,
                email text NOT NULL,
                -- EmailKey.of(email): Unicode lowercasing and NFC, so uniqueness ignores case
                -- and spelling alike in both stores.
                email_key text NOT NULL CONSTRAINT users_email_key_unique UNIQUE,
                bio text NOT NULL DEFAULT '',
                password_hash text NOT NULL,
                created_at bigint NOT NULL,
                avatar_tag text,
                email_confirmed_at bigint
            );
            CREATE INDEX users_on_created_at ON users (created_at);
            CREATE TABLE sessions (
                number bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                id_hash text NOT NULL UNIQUE,
                user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                csrf_secret text NOT NULL,
                created_at bigint NOT NULL,
                last_seen_at bigint NOT NULL,
                authenticated_at bigint NOT NULL,
                persistent boolean NOT NULL,
                user_agent text NOT NULL,
                client_address text NOT NULL
            );
            CREATE INDEX sessions_on_user_id ON sessions (user_id);
            CREATE INDEX sessions_on_last_seen_at ON sessions (last_seen_at);
            CREATE INDEX sessions_on_created_at ON sessions (created_at);
            CREATE TABLE sign_in_attempts (
                id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                key text NOT NULL,
                attempted_at bigint NOT NULL
            );
            CREATE INDEX sign_in_attempts_on_key_attempted_at ON sign_in_attempts (key, attempted_at);
            CREATE INDEX sign_in_attempts_on_attempted_at ON sign_in_attempts (attempted_at);
            CREATE TABLE settings (
                name text PRIMARY KEY,
                value bytea NOT NULL
            );
            CREATE TABLE security_events (
                id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                kind text NOT NULL,
                occurred_at bigint NOT NULL,
                client_address text NOT NULL DEFAULT '',
                user_agent text NOT NULL DEFAULT ''
            );
            CREATE INDEX security_events_on_user_id_id ON security_events (user_id, id);
            CREATE INDEX security_events_on_occurred_at ON security_events (occurred_at);
            CREATE TABLE avatars (
                user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
                format text NOT NULL,
                width bigint NOT NULL,
                height bigint NOT NULL,
                tag text NOT NULL,
                bytes bytea NOT NULL
            );
            CREATE TABLE email_tokens (
                id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                purpose text NOT NULL,
                token_hash bytea NOT NULL UNIQUE,
                email text NOT NULL,
                created_at bigint NOT NULL,
                expires_at bigint NOT NULL
            );
            CREATE INDEX email_tokens_on_user_id_purpose ON email_tokens (user_id, purpose);
            CREATE INDEX email_tokens_on_expires_at ON email_tokens (expires_at);
            -- No reference to users: a message queued for a member who then deletes their
            -- account is still sent (or kept as sent). The key is the Message-ID's left side.
            CREATE TABLE outbox (
                id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                key text NOT NULL UNIQUE DEFAULT md5(random()::text || clock_timestamp()::text),
                to_address text NOT NULL,
                to_name text NOT NULL DEFAULT '',
                subject text NOT NULL,
                text_body text NOT NULL,
                html_body text NOT NULL,
                created_at bigint NOT NULL,
                state text NOT NULL DEFAULT 'pending',
                attempts bigint NOT NULL DEFAULT 0,
                next_attempt_at bigint NOT NULL,
                last_error text,
                sent_at bigint
            );
            CREATE INDEX outbox_on_state_next_attempt_at ON outbox (state, next_attempt_at);
            CREATE INDEX outbox_on_state_sent_at ON outbox (state, sent_at);
            """),
        Migration(identifier: "pg2", sql: "ALTER TABLE users ADD COLUMN last_signed_in_at bigint"),
        // The second step, as SQLite's v13.
        Migration(identifier: "pg3", sql: """
            CREATE TABLE authenticators (
                user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
                sealed_secret bytea NOT NULL,
                created_at bigint NOT NULL,
                confirmed_at bigint,
                last_used_step bigint NOT NULL DEFAULT 0
            );
            CREATE TABLE recovery_codes (
                user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                digest bytea NOT NULL,
                created_at bigint NOT NULL,
                PRIMARY KEY (user_id, digest)
            );
            """),
        // Passkeys and their challenges, as SQLite's v14.
        Migration(identifier: "pg4", sql: """
            CREATE TABLE passkeys (
                id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                credential_id bytea NOT NULL CONSTRAINT passkeys_credential_id_unique UNIQUE,
                public_key bytea NOT NULL,
                sign_count bigint NOT NULL DEFAULT 0,
                name text NOT NULL,
                created_at bigint NOT NULL,
                last_used_at bigint
            );
            CREATE INDEX passkeys_on_user_id ON passkeys (user_id);
            CREATE TABLE passkey_challenges (
                challenge_hash bytea PRIMARY KEY,
                purpose text NOT NULL,
                user_id bigint REFERENCES users (id) ON DELETE CASCADE,
                expires_at bigint NOT NULL
            );
            CREATE INDEX passkey_challenges_on_expires_at ON passkey_challenges (expires_at);
            CREATE INDEX passkey_challenges_on_user_id ON passkey_challenges (user_id);
            """),
        // How each session was signed in, as SQLite's v15.
        Migration(identifier: "pg5", sql: "ALTER TABLE sessions ADD COLUMN sign_in_method text NOT NULL DEFAULT ''"),
        // The browser-trust epoch, as SQLite's v16.
        Migration(identifier: "pg6", sql: "ALTER TABLE users ADD COLUMN browser_trust_epoch bigint NOT NULL DEFAULT 0"),
        // The member's chosen language as its tag; NULL leaves the choice to Accept-Language,
        // as SQLite's v17.
        Migration(identifier: "pg7", sql: "ALTER TABLE users ADD COLUMN language text"),
        // Keys being set up by session, and sign-ins waiting for their second step, as
        // SQLite's v18.
        Migration(identifier: "pg8", sql: """
            CREATE TABLE authenticator_setups (
                session_id_hash text PRIMARY KEY REFERENCES sessions (id_hash) ON DELETE CASCADE ON UPDATE CASCADE,
                user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                sealed_secret bytea NOT NULL,
                started_at bigint NOT NULL
            );
            CREATE INDEX authenticator_setups_on_user_id ON authenticator_setups (user_id);
            DELETE FROM authenticators WHERE confirmed_at IS NULL;
            CREATE TABLE pending_sign_ins (
                key_hash bytea PRIMARY KEY,
                user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                expires_at bigint NOT NULL
            );
            CREATE INDEX pending_sign_ins_on_user_id ON pending_sign_ins (user_id);
            CREATE INDEX pending_sign_ins_on_expires_at ON pending_sign_ins (expires_at);
            """),
    ]

    /// Applies the migrations the database has not recorded, inside the caller's transaction,
    /// under the migration lock.
    ///
    /// - Throws: ``PostgresError`` when a migration fails (nothing of it stays), or of kind
    ///   `.schema` when the database records a migration this build does not know: it was
    ///   written by a newer release, whose schema this one must not touch.
    static func migrate(_ connection: PostgresConnection) throws {
        try connection.run("SELECT pg_advisory_xact_lock(?::bigint)", migrationLockKey)
        try connection.execute("""
            CREATE TABLE IF NOT EXISTS schema_migrations (
                identifier text PRIMARY KEY,
                position bigint GENERATED ALWAYS AS IDENTITY,
                applied_at timestamptz NOT NULL DEFAULT now()
            )
            """)
        let applied = try appliedMigrations(connection)
        let known = Set(migrations.map(\.identifier))
        if let unknown = applied.first(where: { !known.contains($0) }) {
            throw PostgresError(.schema, message: """
                the database records migration '\(unknown)', which this release does not know: \
                it was written by a newer release
                """)
        }
        for migration in migrations where !applied.contains(migration.identifier) {
            try connection.execute(migration.sql)
            try connection.run("INSERT INTO schema_migrations (identifier) VALUES (?)", migration.identifier)
        }
    }

    static func appliedMigrations(_ connection: PostgresConnection) throws -> [String] {
        try connection.all("SELECT identifier AS value FROM schema_migrations ORDER BY position", columns: SingleValue.self) {
            try $0.text(.value)
        }
    }
}
