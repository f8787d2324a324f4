import Domain

extension Migration {
    /// The schema's history, in order. A shipped migration never changes: add a new one, one
    /// entry for both stores, with SQL for each where their dialects differ.
    ///
    /// The stores kept separate histories until the first step written for both (`v1`–`v18`
    /// for SQLite, `pg1`–`pg8` for PostgreSQL's same tables in its own types: `bigint` times,
    /// identity keys that are never reused, `bytea` for hashes and pictures); each takes only
    /// the steps written for it.
    public static let history = [
        Migration("v1", sqlite: """
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
        Migration("v2", sqlite: """
            CREATE INDEX IF NOT EXISTS sessions_on_last_seen_at ON sessions (last_seen_at);
            CREATE INDEX IF NOT EXISTS sessions_on_created_at ON sessions (created_at);
            CREATE INDEX IF NOT EXISTS sign_in_attempts_on_attempted_at ON sign_in_attempts (attempted_at);
            """),
        // Email keys gained Unicode normalization (NFC) after lowercasing.
        Migration("v3", sqlite: "", rewrite: rekeyEmails),
        // Sessions record when their member last typed the password (sudo mode), whether they
        // asked to be remembered, and the device they were opened from.
        Migration("v4", sqlite: """
            ALTER TABLE sessions ADD COLUMN authenticated_at INTEGER NOT NULL DEFAULT 0;
            ALTER TABLE sessions ADD COLUMN persistent INTEGER NOT NULL DEFAULT 1;
            ALTER TABLE sessions ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
            ALTER TABLE sessions ADD COLUMN client_address TEXT NOT NULL DEFAULT '';
            UPDATE sessions SET authenticated_at = created_at;
            """),
        // Each member's security log: sign-ins, failures and changes to the account.
        Migration("v5", sqlite: """
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
        Migration("v6", sqlite: """
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
        Migration("v7", sqlite: "ALTER TABLE users ADD COLUMN avatar_tag TEXT"),
        // Sessions get a number of their own that is never reused (a rowid may be, once the
        // highest is deleted): a revoke form left open can only name the session it showed.
        Migration("v8", sqlite: """
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
        Migration("v9", sqlite: "ALTER TABLE users ADD COLUMN email_confirmed_at INTEGER"),
        // The secrets of mailed links, hashed, each usable once; a member's go with the member.
        Migration("v10", sqlite: """
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
        Migration("v11", sqlite: """
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
        Migration("v12", sqlite: "ALTER TABLE users ADD COLUMN last_signed_in_at INTEGER"),
        // The second step: a member's authenticator (its secret sealed under the server's key)
        // and recovery codes (keyed digests), both gone with the member.
        Migration("v13", sqlite: """
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
        Migration("v14", sqlite: """
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
        Migration("v15", sqlite: "ALTER TABLE sessions ADD COLUMN sign_in_method TEXT NOT NULL DEFAULT ''"),
        // Each member's browser-trust epoch: moving it on ends every "trust this browser".
        Migration("v16", sqlite: "ALTER TABLE users ADD COLUMN browser_trust_epoch INTEGER NOT NULL DEFAULT 0"),
        // The language the member chose to read the app in, as its tag ("pt-BR"); NULL while
        // they have not chosen, when their browser's Accept-Language decides.
        Migration("v17", sqlite: "ALTER TABLE users ADD COLUMN language TEXT"),
        // A key being set up belongs to the session that asked for it and goes with it (a
        // renewed id carries it along); `authenticators` keeps only keys turned on, so keys set
        // up before, which any of the member's sessions could have read, are dropped. A sign-in
        // waiting for its second step is a row, by the digest of its cookie's key, so it is
        // used once and can be ended with the credentials that started it.
        Migration("v18", sqlite: """
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
        // PostgreSQL's history until the steps were written once for both stores.
        Migration("pg1", postgres: """
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
        Migration("pg2", postgres: "ALTER TABLE users ADD COLUMN last_signed_in_at bigint"),
        // The second step, as SQLite's v13.
        Migration("pg3", postgres: """
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
        Migration("pg4", postgres: """
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
        Migration("pg5", postgres: "ALTER TABLE sessions ADD COLUMN sign_in_method text NOT NULL DEFAULT ''"),
        // The browser-trust epoch, as SQLite's v16.
        Migration("pg6", postgres: "ALTER TABLE users ADD COLUMN browser_trust_epoch bigint NOT NULL DEFAULT 0"),
        // The member's chosen language as its tag; NULL leaves the choice to Accept-Language,
        // as SQLite's v17.
        Migration("pg7", postgres: "ALTER TABLE users ADD COLUMN language text"),
        // Keys being set up by session, and sign-ins waiting for their second step, as
        // SQLite's v18.
        Migration("pg8", postgres: """
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
        // Both stores from here on.
        // Where the member says they are, as they typed it; shown on their page.
        Migration("users-location", sql: "ALTER TABLE users ADD COLUMN location text NOT NULL DEFAULT ''"),
    ]

    /// Recomputes every member's email key. Two members whose addresses differed only in
    /// Unicode spelling would now share a key: the later one keeps its old key (`OR IGNORE`)
    /// rather than the migration failing and the server refusing to start.
    private static func rekeyEmails(_ connection: any SQLConnection) throws {
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
}
