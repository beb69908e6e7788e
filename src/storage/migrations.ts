/**
 * Versioned schema migrations, applied in order inside one transaction each. Never edit a released
 * migration: add a new one. `user_version` (SQLite's pragma) records the last one applied.
 */
export const migrations: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: "games, players, posts, phases, events",
    sql: `
      CREATE TABLE games (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        ruleset TEXT NOT NULL,
        scenario_ref TEXT NOT NULL,
        scenario_json TEXT NOT NULL,
        rulings_json TEXT NOT NULL DEFAULT '{}',
        forum_url TEXT,
        forum_platform TEXT,
        discord_channel_id TEXT,
        gm_secret TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE UNIQUE INDEX games_discord_channel ON games(discord_channel_id) WHERE discord_channel_id IS NOT NULL;

      CREATE TABLE players (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        nation TEXT NOT NULL,
        forum_name TEXT,
        discord_user_id TEXT,
        aliases_json TEXT NOT NULL DEFAULT '[]',
        PRIMARY KEY (game_id, nation)
      );

      CREATE TABLE posts (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        source TEXT NOT NULL,
        post_id TEXT NOT NULL,
        platform TEXT NOT NULL,
        author_name TEXT NOT NULL,
        author_id TEXT,
        posted_at TEXT,
        first_seen_at TEXT NOT NULL,
        last_seen_at TEXT NOT NULL,
        text_hash TEXT NOT NULL,
        normalized_text TEXT NOT NULL,
        parsed_json TEXT NOT NULL,
        raw TEXT,
        edited_json TEXT,
        deleted_at TEXT,
        seq INTEGER NOT NULL,
        PRIMARY KEY (game_id, source, post_id)
      );
      CREATE INDEX posts_by_seq ON posts(game_id, seq);

      CREATE TABLE post_changes (
        game_id TEXT NOT NULL,
        source TEXT NOT NULL,
        post_id TEXT NOT NULL,
        seen_at TEXT NOT NULL,
        kind TEXT NOT NULL,
        old_hash TEXT,
        new_hash TEXT,
        detail_json TEXT NOT NULL DEFAULT '{}'
      );

      CREATE TABLE phases (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        year INTEGER NOT NULL,
        phase TEXT NOT NULL,
        seed_commitment TEXT NOT NULL,
        seed TEXT,
        opened_at TEXT NOT NULL,
        closes_at TEXT,
        resolved_at TEXT,
        PRIMARY KEY (game_id, seq)
      );

      CREATE TABLE events (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        kind TEXT NOT NULL,
        actor TEXT NOT NULL,
        reason TEXT,
        payload_json TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (game_id, seq)
      );

      CREATE TABLE snapshots (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        event_seq INTEGER NOT NULL,
        state_json TEXT NOT NULL,
        PRIMARY KEY (game_id, event_seq)
      );

      CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: "forum time zone, game start, phase windows that survive undo",
    sql: `
      ALTER TABLE games ADD COLUMN forum_timezone TEXT;
      ALTER TABLE games ADD COLUMN starts_at TEXT;
      UPDATE games SET starts_at = created_at WHERE starts_at IS NULL;
      ALTER TABLE phases ADD COLUMN window_closed_at TEXT;
      ALTER TABLE phases ADD COLUMN first_resolved_at TEXT;
      UPDATE phases SET first_resolved_at = resolved_at,
        window_closed_at = CASE WHEN closes_at IS NOT NULL AND closes_at < resolved_at THEN closes_at
                                ELSE resolved_at END
        WHERE resolved_at IS NOT NULL;
    `,
  },
  {
    version: 3,
    name: "posts by time: an indexed millisecond column derived from posted_at",
    sql: `
      ALTER TABLE posts ADD COLUMN posted_ms INTEGER
        GENERATED ALWAYS AS (CAST(round((julianday(posted_at) - 2440587.5) * 86400000) AS INTEGER)) VIRTUAL;
      CREATE INDEX posts_by_time ON posts(game_id, posted_ms);
    `,
  },
  {
    version: 4,
    name: "schedules: phase length, reminders, what happens at the deadline; notices due and sent; extensions",
    sql: `
      CREATE TABLE schedules (
        game_id TEXT PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
        settings_json TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE TABLE schedule_notices (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        key TEXT NOT NULL,
        due_at TEXT NOT NULL,
        created_at TEXT NOT NULL,
        notice_json TEXT NOT NULL,
        delivered_at TEXT,
        PRIMARY KEY (game_id, key)
      );
      CREATE INDEX schedule_notices_undelivered ON schedule_notices(delivered_at) WHERE delivered_at IS NULL;
      CREATE TABLE deadline_changes (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        phase_label TEXT NOT NULL,
        kind TEXT NOT NULL,
        from_deadline TEXT,
        to_deadline TEXT,
        actor TEXT NOT NULL,
        reason TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (game_id, seq)
      );
    `,
  },
  {
    version: 5,
    name: "post changes by post: an edited post's latest text found without reading every change",
    sql: `
      CREATE INDEX post_changes_by_post ON post_changes(game_id, source, post_id, seen_at);
    `,
  },
];
