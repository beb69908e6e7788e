import { migrations as sqliteMigrations } from "../migrations.ts";

/**
 * PostgreSQL's schema, version for version the same tables as SQLite's (`../migrations.ts`), applied in order, each
 * in its own transaction, recorded in `adjutant_schema`. Never edit a released migration: add a new one to both
 * lists (tests/storage/migrations-match.test.ts checks they end at the same version).
 *
 * What differs: text columns sort by code point (`COLLATE "C"`, as SQLite's default), so lists come out in the
 * same order whatever the server's locale; SQLite's generated `posted_ms` column is filled by a trigger (a cast
 * from text to a time is not immutable in PostgreSQL); `change_marks` holds the count of posts changed in place,
 * which every process's `changeMark` reads (SQLite uses its own data_version for that).
 */
export const postgresMigrations: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: "games, players, posts, phases, events; the change mark",
    sql: `${collated(sqliteSql(1))}
      CREATE TABLE change_marks (id INTEGER PRIMARY KEY, n BIGINT NOT NULL);
      INSERT INTO change_marks (id, n) VALUES (1, 0);`,
  },
  {
    version: 2,
    name: "forum time zone, game start, phase windows that survive undo",
    sql: collated(sqliteSql(2)),
  },
  {
    version: 3,
    name: "posts by time: an indexed millisecond column derived from posted_at",
    sql: `
      ALTER TABLE posts ADD COLUMN posted_ms BIGINT;
      CREATE FUNCTION adjutant_posted_ms() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        BEGIN
          NEW.posted_ms := round(extract(epoch FROM NEW.posted_at::timestamptz) * 1000);
        EXCEPTION WHEN others THEN
          NEW.posted_ms := NULL; -- a date that cannot be read, as SQLite's julianday() gives NULL for it
        END;
        RETURN NEW;
      END $$;
      CREATE TRIGGER posts_posted_ms BEFORE INSERT OR UPDATE OF posted_at ON posts
        FOR EACH ROW EXECUTE FUNCTION adjutant_posted_ms();
      UPDATE posts SET posted_at = posted_at;
      CREATE INDEX posts_by_time ON posts(game_id, posted_ms);
    `,
  },
  {
    version: 4,
    name: "schedules: phase length, reminders, what happens at the deadline; notices due and sent; extensions",
    sql: collated(sqliteSql(4)),
  },
  {
    version: 5,
    name: "post changes by post: an edited post's latest text found without reading every change",
    sql: sqliteSql(5),
  },
];

function sqliteSql(version: number): string {
  const m = sqliteMigrations.find((x) => x.version === version);
  if (!m) throw new Error(`no SQLite migration ${version}`);
  return m.sql;
}

/** Text columns compared by code point, as in SQLite. */
function collated(sql: string): string {
  return sql.replace(/\bTEXT\b/g, 'TEXT COLLATE "C"');
}
