import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GameStore, type IncomingPost, LARGEST_SEQ } from "../../../src/storage/game-store.ts";
import { ScheduleStore } from "../../../src/storage/schedule-store.ts";
import { isLockTimeout, type SqlDatabase } from "../../../src/storage/sql.ts";
import { countedReads } from "../../helpers/counted-reads.ts";

/**
 * The storage contract: what the stores promise whatever the database engine. `tests/storage/contract/*.test.ts`
 * runs it on SQLite and on a real PostgreSQL server.
 */
export interface ContractDatabases {
  /** A fresh, empty, migrated database. */
  db: SqlDatabase;
  /** A second connection to the same database (another process's, in effect), with a short lock timeout. */
  second(): Promise<SqlDatabase>;
  /** Drops the database. */
  dispose(): Promise<void> | void;
}

const T0 = "2026-12-01T10:00:00.000Z";
const T1 = "2026-12-01T11:00:00.000Z";

function post(postId: string, text: string, extra: Partial<IncomingPost> = {}): IncomingPost {
  return {
    source: "forum",
    postId,
    platform: "phpbb3",
    authorName: "Osmano",
    postedAt: T0,
    text,
    parsed: { bold: [text] },
    ...extra,
  };
}

async function newGame(s: GameStore, id: string): Promise<void> {
  await s.createGame({
    id,
    name: `Game ${id}`,
    ruleset: "ww1907",
    scenarioRef: "ww1907",
    scenario: { id: "ww1907", map: { provinces: ["moscow", "warsaw"] } },
    gmSecret: "secret",
    createdAt: T0,
  });
}

export function storeContract(engine: string, open: () => Promise<ContractDatabases>): void {
  describe(`the storage contract on ${engine}`, () => {
    let dbs: ContractDatabases;
    let s: GameStore;
    const opened: SqlDatabase[] = [];
    const second = async () => {
      const db = await dbs.second();
      opened.push(db);
      return db;
    };

    beforeEach(async () => {
      dbs = await open();
      s = new GameStore(dbs.db);
      await newGame(s, "g1");
      await newGame(s, "g2");
    });
    afterEach(async () => {
      for (const db of opened.splice(0)) await db.close();
      await dbs.db.close();
      await dbs.dispose();
    });

    it("keeps a game's row and its setup as stored, and lists games in creation order", async () => {
      expect(await s.getGame("g1")).toMatchObject({
        name: "Game g1",
        scenario_json: { id: "ww1907", map: { provinces: ["moscow", "warsaw"] } },
        starts_at: T0,
      });
      expect((await s.listGames()).map((g) => g.id)).toEqual(["g1", "g2"]);
      await s.updateGame("g1", { discordChannelId: "555", forumTimezone: "Europe/Warsaw" });
      expect((await s.findGameByChannel("555"))?.id).toBe("g1");
      expect((await s.getGame("g1"))?.forum_timezone).toBe("Europe/Warsaw");
      expect(await s.getGame("nope")).toBeUndefined();
    });

    it("a game's setup marked validated reads so with its row on a store opened afresh, for the text it was marked for only", async () => {
      expect(await s.setupChecked("g1")).toBe(false);
      await s.markSetupChecked("g1");
      expect(await s.setupChecked("g1")).toBe(true);
      // the mark as stored before (the setting `setup-checked:GAME`: the digest of the setup's text)
      expect(await s.getSetting("setup-checked:g1")).toBe(await s.setupDigest("g1"));
      // another store on the same database reads the mark with the game's row: one read for both
      const fresh = new GameStore(dbs.db);
      const get = fresh.db.get.bind(fresh.db);
      let reads = 0;
      fresh.db.get = async (sql, ...params) => {
        reads++;
        return await get(sql, ...params);
      };
      expect(await fresh.setupChecked("g1")).toBe(true);
      expect(await fresh.setupChecked("g2")).toBe(false);
      expect(reads).toBe(2);
      // a setup changed since it was marked (a hand edit) is not validated by the old mark
      await s.db.run("UPDATE games SET scenario_json = ? WHERE id = 'g1'", JSON.stringify({ id: "edited" }));
      expect(await new GameStore(dbs.db).setupChecked("g1")).toBe(false);
    });
    it("games whose stored setup is the same text share one parsed value in the process, across stores and connections; another text has its own", async () => {
      const one = (await s.getGame("g1"))?.scenario_json;
      expect(one).toEqual({ id: "ww1907", map: { provinces: ["moscow", "warsaw"] } });
      expect((await s.getGame("g2"))?.scenario_json).toBe(one);
      expect((await new GameStore(await second()).getGame("g1"))?.scenario_json).toBe(one);
      // shared by every game of the setup, so never changed: the tests freeze it (tests/helpers/frozen-setups.ts)
      expect(Object.isFrozen((one as { map: { provinces: string[] } }).map.provinces)).toBe(true);
      await s.db.run("UPDATE games SET scenario_json = ? WHERE id = 'g2'", JSON.stringify({ id: "edited" }));
      expect((await new GameStore(dbs.db).getGame("g2"))?.scenario_json).toEqual({ id: "edited" });
      expect((await new GameStore(dbs.db).getGame("g1"))?.scenario_json).toBe(one);
    });
    it("W33 evidence: a post whose text changes between two sightings is recorded as edited, even with no notice", async () => {
      expect((await s.recordPost("g1", post("p1", "Build 2 divisions in Moscow"), T0)).status).toBe("new");
      expect((await s.recordPost("g1", post("p1", "Build 2 divisions   in Moscow\r\n"), T1)).status).toBe(
        "unchanged",
      );
      const edited = await s.recordPost("g1", post("p1", "Build 3 divisions in Moscow"), T1);
      expect(edited.status).toBe("edited");
      expect(edited.row.edited_json).toMatchObject({ detectedBy: "hash", at: T1 });
      expect(edited.row.normalized_text).toBe("Build 2 divisions in Moscow");
    });

    it("W33 counts a game's posts changed in place (edits, deletions) for the stored book head, per game", async () => {
      expect(await s.postEditCount("g1")).toBe(0);
      await s.recordPost("g1", post("p1", "Build 2 divisions in Moscow"), T0);
      await s.recordPost("g1", post("p2", "a", { source: "discord" }), T0);
      await s.recordPost("g1", post("p1", "Build 2 divisions in Moscow"), T1);
      expect(await s.postEditCount("g1")).toBe(0);
      await s.setBookHead("g1", '{"v":1}');
      expect(await s.bookHead("g1")).toEqual({ head: '{"v":1}', edits: 0 });
      await s.recordPost("g1", post("p1", "Build 3 divisions in Moscow"), T1);
      expect(await s.markPostDeleted("g1", "discord", "p2", T1)).toBe(true);
      expect(await s.markPostDeleted("g1", "discord", "p2", T1)).toBe(false);
      expect(await s.bookHead("g1")).toEqual({ head: '{"v":1}', edits: 2 });
      expect(await s.bookHead("g2")).toEqual({ head: undefined, edits: 0 });
    });

    it("W33 a source's own edit notice that appears later marks the post edited", async () => {
      await s.recordPost("g1", post("p1", "Attack Vienna"), T0);
      const out = await s.recordPost(
        "g1",
        post("p1", "Attack Vienna", { edited: { by: "Osmano", at: T1 } }),
        T1,
      );
      expect(out.status).toBe("edited");
      expect(out.row.edited_json).toEqual({ by: "Osmano", at: T1 });
    });

    it("keeps games independent: the same post id in two games is two posts, numbered per game", async () => {
      await s.recordPost("g1", post("p1", "a"), T0);
      await s.recordPost("g2", post("p1", "b"), T0);
      await s.recordPost("g2", post("p2", "c"), T0);
      expect(await s.countPosts("g1")).toBe(1);
      expect((await s.listPosts("g2")).map((p) => [p.post_id, p.seq])).toEqual([
        ["p1", 1],
        ["p2", 2],
      ]);
    });

    it("keeps any text a post can hold: accents, emoji, quotes, question marks, a NUL (stored, not refused)", async () => {
      const text = "Żółć — «Attack» Vienna? 'yes' \"no\" 🎲 $1 ?";
      await s.recordPost("g1", post("p1", text, { authorName: "Łukasz 'Q' ?" }), T0);
      const row = await s.getPost("g1", "forum", "p1");
      expect(row?.normalized_text).toBe(text);
      expect(row?.author_name).toBe("Łukasz 'Q' ?");
      expect((await s.recordPost("g1", post("p2", "a\u0000b"), T0)).status).toBe("new");
      // SQLite keeps the NUL; PostgreSQL's text cannot hold one and keeps U+FFFD in its place
      expect(["a\u0000b", "a\ufffdb"]).toContain((await s.getPost("g1", "forum", "p2"))?.normalized_text);
    });

    it("W33 marks a deleted post once", async () => {
      await s.recordPost("g1", post("p1", "a", { source: "discord" }), T0);
      expect(await s.markPostDeleted("g1", "discord", "p1", T1)).toBe(true);
      expect(await s.markPostDeleted("g1", "discord", "p1", T1)).toBe(false);
      expect((await s.getPost("g1", "discord", "p1"))?.deleted_at).toBe(T1);
    });

    it("reads a window's posts by their time: dated in the window or undated, in the order seen", async () => {
      await s.recordPost("g1", post("a", "one"), T0);
      await s.recordPost("g1", post("b", "two", { postedAt: null }), T0);
      await s.recordPost("g1", post("early", "three", { postedAt: "2026-11-01T00:00:00.000Z" }), T0);
      await s.recordPost("g1", post("c", "four", { postedAt: "2026-12-01T10:00:00.001Z" }), T0);
      await s.recordPost("g1", post("offset", "five", { postedAt: "2026-12-01T12:30:00+02:00" }), T0);
      const seqOfA = (await s.getPost("g1", "forum", "a"))?.seq ?? 0;
      expect((await s.listPostsSince("g1", T0)).map((p) => p.post_id)).toEqual(["a", "b", "c", "offset"]);
      expect((await s.listBookPostsSince("g1", T0, seqOfA)).map((p) => p.post_id)).toEqual([
        "b",
        "c",
        "offset",
      ]);
      // the same posts with only the columns an order book reads
      const full = await s.listPostsSince("g1", T0);
      expect(await s.listBookPostsSince("g1", T0)).toEqual(
        full.map((p) => ({
          source: p.source,
          post_id: p.post_id,
          author_name: p.author_name,
          parsed_json: p.parsed_json,
          edited_json: p.edited_json,
          deleted_at: p.deleted_at,
          seq: p.seq,
        })),
      );
      expect(await s.countPostsBefore("g1", T0)).toBe(1);
      // 12:30+02:00 is 10:30 UTC: after 10:15 UTC
      expect((await s.listPostsSince("g1", "2026-12-01T10:15:00.000Z")).map((p) => p.post_id)).toEqual([
        "b",
        "offset",
      ]);
    });

    it("appends events in order and rolls a failed transaction back whole", async () => {
      await s.appendEvent("g1", { kind: "resolve", actor: "gm", payload: { n: 1 }, createdAt: T0 });
      await expect(
        s.transaction(async () => {
          await s.appendEvent("g1", { kind: "resolve", actor: "gm", payload: { n: 2 }, createdAt: T1 });
          throw new Error("crash in the middle");
        }, "g1"),
      ).rejects.toThrow("crash in the middle");
      expect((await s.listEvents("g1")).map((e) => e.payload_json)).toEqual([{ n: 1 }]);
      expect(await s.lastEventSeq("g1")).toBe(1);
      expect((await s.listEventsAfter("g1", 0)).map((e) => e.seq)).toEqual([1]);
    });

    it("rolls back a failed inner transaction only, and the outer one still commits", async () => {
      await s.writeTransaction(async () => {
        await s.appendEvent("g1", { kind: "a", actor: "gm", payload: {}, createdAt: T0 });
        await expect(
          s.transaction(async () => {
            await s.appendEvent("g1", { kind: "b", actor: "gm", payload: {}, createdAt: T0 });
            throw new Error("inner");
          }),
        ).rejects.toThrow("inner");
        await s.appendEvent("g1", { kind: "c", actor: "gm", payload: {}, createdAt: T0 });
      }, "g1");
      expect((await s.listEvents("g1")).map((e) => e.kind)).toEqual(["a", "c"]);
      expect(s.db.inTransaction).toBe(false);
    });

    it("the open phase is the first unresolved one by number, read whole, among resolved and reopened ones", async () => {
      const open = async (n: number) =>
        await s.openPhase("g1", { year: 1907 + n, phase: "deployment", commitment: `c${n}`, openedAt: T0 });
      const [first, second, third] = [await open(0), await open(1), await open(2)];
      const firstOpen = async () => (await s.listPhases("g1")).find((p) => p.resolved_at === null);
      expect(await s.openPhaseOf("g1")).toEqual(await firstOpen());
      await s.resolvePhaseRow("g1", first.seq, "seed-0", T1);
      await s.resolvePhaseRow("g1", second.seq, "seed-1", T1);
      expect(await s.openPhaseOf("g1")).toEqual(await firstOpen());
      expect((await s.openPhaseOf("g1"))?.seq).toBe(third.seq);
      // an undo reopens the second: it comes first again, with its window
      await s.reopenPhaseRow("g1", second.seq);
      expect(await s.openPhaseOf("g1")).toEqual(await firstOpen());
      expect(await s.openPhaseOf("g1")).toMatchObject({
        seq: second.seq,
        seed: "seed-1",
        window_closed_at: T1,
      });
      await s.resolvePhaseRow("g1", second.seq, "seed-1", T1);
      await s.resolvePhaseRow("g1", third.seq, "seed-2", T1);
      expect(await s.openPhaseOf("g1")).toBeUndefined();
      expect(await s.openPhaseOf("no-such-game")).toBeUndefined();
    });

    it("keeps phases with their seed commitment, deadlines and windows, and reveals the seed at resolution", async () => {
      const phase = await s.openPhase("g1", {
        year: 1907,
        phase: "deployment",
        commitment: "abc",
        openedAt: T0,
      });
      expect((await s.openPhaseOf("g1"))?.seq).toBe(phase.seq);
      await s.setPhaseDeadline("g1", phase.seq, "2026-12-01T10:30:00.000Z");
      await s.resolvePhaseRow("g1", phase.seq, "seed-1", T1);
      expect(await s.openPhaseOf("g1")).toBeUndefined();
      // the window closed at the deadline, earlier than the resolution
      expect((await s.listPhases("g1"))[0]).toMatchObject({
        seed: "seed-1",
        seed_commitment: "abc",
        resolved_at: T1,
        first_resolved_at: T1,
        window_closed_at: "2026-12-01T10:30:00.000Z",
      });
      await s.reopenPhaseRow("g1", phase.seq);
      await s.setPhaseDeadline("g1", phase.seq, null);
      expect((await s.listPhases("g1"))[0]).toMatchObject({ resolved_at: null, closes_at: null });
      expect((await s.listPhases("g1"))[0]?.window_closed_at).toBe("2026-12-01T10:30:00.000Z");
      await s.setPhaseDeadline("g1", phase.seq, "2026-12-02T10:00:00.000Z");
      expect((await s.listPhases("g1"))[0]?.window_closed_at).toBe("2026-12-02T10:00:00.000Z");
      await s.deletePhaseRow("g1", phase.seq);
      expect(await s.listPhases("g1")).toEqual([]);
    });

    /** A snapshot as `latestSnapshot` gives it: with the digest of the text stored (`GameStore.snapshotChecked`). */
    const snapshot = (eventSeq: number, state: unknown) => ({
      eventSeq,
      state,
      digest: createHash("sha256").update(JSON.stringify(state)).digest("hex"),
    });

    it("keeps snapshots: the newest at or before an event, and removes those from an event on", async () => {
      await s.saveSnapshot("g1", 1, { n: 1 });
      await s.saveSnapshot("g1", 3, { n: 3 });
      await s.saveSnapshot("g1", 3, { n: 33 });
      expect(await s.latestSnapshot("g1", 2)).toEqual(snapshot(1, { n: 1 }));
      expect(await s.latestSnapshot("g1", 99)).toEqual(snapshot(3, { n: 33 }));
      await s.deleteSnapshotsFrom("g1", 2);
      expect((await s.latestSnapshot("g1", 99))?.eventSeq).toBe(1);
      expect(await s.latestSnapshot("g2", 99)).toBeUndefined();
    });

    it("takes a sequence bound past the largest number an integer column holds (PostgreSQL's is 32-bit) as no bound", async () => {
      await s.saveSnapshot("g1", 1, { n: 1 });
      await s.saveSnapshot("g1", 4, { n: 4 });
      expect(await s.latestSnapshot("g1")).toEqual(snapshot(4, { n: 4 }));
      for (const huge of [Number.MAX_SAFE_INTEGER, LARGEST_SEQ + 1, Number.POSITIVE_INFINITY]) {
        expect((await s.latestSnapshot("g1", huge))?.eventSeq).toBe(4);
        expect(await s.listEventsAfter("g1", -huge)).toEqual([]);
        expect(await s.listBookPostsSince("g1", T0, huge)).toEqual([]);
        expect(await s.listBookPostsSince("g1", T0, huge)).toEqual([]);
      }
      await s.deleteSnapshotsFrom("g1", Number.MAX_SAFE_INTEGER);
      expect((await s.latestSnapshot("g1"))?.eventSeq).toBe(4);
      // not a whole number, or a row number no engine stores: a bug, refused the same way on both
      await expect(s.latestSnapshot("g1", Number.NaN)).rejects.toThrow(RangeError);
      await expect(s.latestSnapshot("g1", 1.5)).rejects.toThrow(RangeError);
      await expect(s.saveSnapshot("g1", LARGEST_SEQ + 1, {})).rejects.toThrow(RangeError);
      await expect(s.reopenPhaseRow("g1", Number.MAX_SAFE_INTEGER)).rejects.toThrow(RangeError);
      expect(await s.latestSnapshot("g2")).toBeUndefined();
    });

    it("maps players to nations and keeps the current game and settings", async () => {
      await s.upsertPlayer("g1", { nation: "russia", forumName: "Osmano", aliases: ["Ossie"] });
      await s.upsertPlayer("g1", { nation: "russia", discordUserId: "123" });
      await s.upsertPlayer("g1", { nation: "austria-hungary", forumName: "Karl" });
      expect(await s.listPlayers("g1")).toMatchObject([
        { nation: "austria-hungary", forum_name: "Karl" },
        { nation: "russia", forum_name: "Osmano", discord_user_id: "123", aliases_json: ["Ossie"] },
      ]);
      expect(await s.currentGameId()).toBe("g2");
      await s.setCurrentGame("g1");
      expect(await s.currentGameId()).toBe("g1");
      await s.setSetting("k", "v1");
      await s.setSetting("k", "v2");
      expect(await s.getSetting("k")).toBe("v2");
      expect(await s.getSetting("missing")).toBeUndefined();
    });

    it("a use case (`reading`) reads a game's row, players, open phase and last event number once, again after this store changes them, and afresh in a transaction", async () => {
      await s.upsertPlayer("g1", { nation: "russia", forumName: "Osmano" });
      const other = new GameStore(await second());
      // the same connection, its reads counted
      const { db: counted, reads } = countedReads(dbs.db);
      const store = new GameStore(counted);
      const gameReads = () => reads.filter((q) => /\bFROM games\b/.test(q)).length;
      // the reads of players, the last event and the open phase of their own (PostgreSQL reads them with the game's row
      // at a use case's first look at it: see the next test)
      const playerReads = () => reads.filter((q) => /^SELECT \* FROM players\b/.test(q)).length;
      const withGame = dbs.db.dialect === "postgres" ? 1 : 0;
      await store.reading(async () => {
        expect((await store.getGame("g1"))?.name).toBe("Game g1");
        expect((await store.getGame("g1"))?.name).toBe("Game g1");
        expect((await store.listPlayers("g1")).map((p) => p.forum_name)).toEqual(["Osmano"]);
        expect((await store.listPlayers("g1")).map((p) => p.forum_name)).toEqual(["Osmano"]);
        expect([gameReads(), playerReads()]).toEqual([1, 1 - withGame]);
        // another game is its own
        expect((await store.getGame("g2"))?.name).toBe("Game g2");
        expect(gameReads()).toBe(2);
        // this store's own change of the game's players or row: read again
        await store.upsertPlayer("g1", { nation: "russia", forumName: "Ossie" });
        expect((await store.listPlayers("g1")).map((p) => p.forum_name)).toEqual(["Ossie"]);
        await store.updateGame("g1", { forumTimezone: "Europe/Warsaw" });
        expect((await store.getGame("g1"))?.forum_timezone).toBe("Europe/Warsaw");
        // the log's last event number: read once, again after this store appends one
        const eventReads = () => reads.filter((q) => /\bMAX\(seq\), 0\) AS n\b/.test(q)).length;
        const first = await store.lastEventSeq("g1");
        expect(await store.lastEventSeq("g1")).toBe(first);
        expect(eventReads()).toBe(1 - withGame);
        await store.appendEvent("g1", { kind: "note", actor: "GM", payload: {}, createdAt: T1 });
        expect(await store.lastEventSeq("g1")).toBe(first + 1);
        expect(eventReads()).toBe(2 - withGame);
        expect((await store.listPlayers("g1")).map((p) => p.forum_name)).toEqual(["Ossie"]);
        // the open phase: read once, again after this store opens, resolves, reopens or changes a phase
        const phaseReads = () =>
          reads.filter((q) => /\bFROM phases WHERE game_id = \? AND resolved_at IS NULL/.test(q)).length;
        expect(await store.openPhaseOf("g1")).toBeUndefined();
        expect(await store.openPhaseOf("g1")).toBeUndefined();
        expect(phaseReads()).toBe(1);
        const opened = await store.openPhase("g1", {
          year: 1907,
          phase: "deployment",
          commitment: "c",
          openedAt: T0,
        });
        expect((await store.openPhaseOf("g1"))?.seq).toBe(opened.seq);
        expect((await store.openPhaseOf("g1"))?.seq).toBe(opened.seq);
        expect(phaseReads()).toBe(2);
        await store.setPhaseDeadline("g1", opened.seq, T1);
        expect((await store.openPhaseOf("g1"))?.closes_at).toBe(T1);
        await store.resolvePhaseRow("g1", opened.seq, "seed", T1);
        expect(await store.openPhaseOf("g1")).toBeUndefined();
        await store.reopenPhaseRow("g1", opened.seq);
        expect((await store.openPhaseOf("g1"))?.seq).toBe(opened.seq);
        await store.relabelPhaseRow("g1", opened.seq, "attack");
        expect((await store.openPhaseOf("g1"))?.phase).toBe("attack");
        await store.deletePhaseRow("g1", opened.seq);
        expect(await store.openPhaseOf("g1")).toBeUndefined();
        expect(phaseReads()).toBe(7);
        // a phase's change forgets what was read of its game: its players are read again, then kept
        expect((await store.listPlayers("g1")).map((p) => p.forum_name)).toEqual(["Ossie"]);
        // in a transaction every read goes to the database: another connection's change is seen there
        await other.upsertPlayer("g1", { nation: "russia", forumName: "Karl" });
        expect((await store.listPlayers("g1")).map((p) => p.forum_name)).toEqual(["Ossie"]);
        await store.transaction(async () => {
          expect((await store.listPlayers("g1")).map((p) => p.forum_name)).toEqual(["Karl"]);
        }, "g1");
      });
      // outside a use case every read goes to the database
      const before = gameReads();
      await store.getGame("g1");
      await store.getGame("g1");
      expect(gameReads()).toBe(before + 2);
      // a store that reads each time (`readEachTime`, a short CLI command on SQLite) keeps nothing in a use case
      store.readEachTime();
      await store.reading(async () => {
        const at = gameReads();
        await store.getGame("g1");
        await store.getGame("g1");
        expect(gameReads()).toBe(at + 2);
      });
    });

    it("a use case's first look at a game gives its players, open phase, last event number and settings read with it as their own reads do, on PostgreSQL in the game's round trip", async () => {
      const flag = (gameId: string) => `flag:${gameId}`;
      await s.setSetting(flag("g1"), "on");
      await s.upsertPlayer("g1", { nation: "russia", forumName: "Osmano", aliases: ["Ossie"] });
      await s.upsertPlayer("g1", { nation: "austria-hungary", discordUserId: "42" });
      await s.appendEvent("g1", { kind: "note", actor: "GM", payload: { n: 1 }, createdAt: T0 });
      const opened = await s.openPhase("g1", {
        year: 1907,
        phase: "deployment",
        commitment: "c",
        openedAt: T0,
      });
      await s.setPhaseDeadline("g1", opened.seq, T1);
      const { db: counted, reads } = countedReads(dbs.db);
      const store = new GameStore(counted);
      store.readWithGame(flag);
      const pg = dbs.db.dialect === "postgres";
      // g1 with players, an event, an open phase and the setting; g2 with none of them
      for (const game of ["g1", "g2"]) {
        const alone = new GameStore(dbs.db);
        const expected = {
          players: await alone.listPlayers(game),
          phase: await alone.openPhaseOf(game),
          last: await alone.lastEventSeq(game),
          flag: await alone.getSetting(flag(game)),
        };
        expect(expected.players.length > 0 && expected.phase !== undefined).toBe(game === "g1");
        expect(expected.flag).toBe(game === "g1" ? "on" : undefined);
        await store.reading(async () => {
          const at = reads.length;
          expect((await store.getGame(game))?.id).toBe(game);
          const seen = {
            players: await store.listPlayers(game),
            phase: await store.openPhaseOf(game),
            last: await store.lastEventSeq(game),
            flag: await store.getSetting(flag(game)),
          };
          expect(seen).toEqual(expected);
          expect(reads.length - at).toBe(pg ? 1 : 5);
          // another connection's change: seen in a transaction, not by the use case that read the setting (on
          // PostgreSQL, with the game) before it
          const other = new GameStore(await second());
          await other.setSetting(flag(game), "theirs");
          await store.transaction(
            async () => expect(await store.getSetting(flag(game))).toBe("theirs"),
            game,
          );
          expect(await store.getSetting(flag(game))).toBe(pg ? expected.flag : "theirs");
          // this store's own write of it: read again
          await store.setSetting(flag(game), "mine");
          expect(await store.getSetting(flag(game))).toBe("mine");
        });
      }
    });

    it("W33 a use case's change mark: on PostgreSQL read with the game's row and kept until the use case's own transaction or change of a post; on SQLite read when asked", async () => {
      await s.recordPost("g1", post("1", "Build 2 divisions in Moscow"), T0);
      const other = new GameStore(await second());
      const store = new GameStore(dbs.db);
      const pg = dbs.db.dialect === "postgres";
      const trips = () => (dbs.db as { roundTrips?: number }).roundTrips ?? 0;
      await store.reading(async () => {
        await store.getGame("g1");
        const at = trips();
        const first = await store.postsChangeMark();
        expect(trips() - at).toBe(0);
        expect(first).toBe(await new GameStore(dbs.db).postsChangeMark());
        // another connection's edit: seen at once on SQLite; on PostgreSQL after the use case's next transaction
        await other.recordPost("g1", post("1", "Build 3 divisions in Moscow"), T0);
        const seen = await store.postsChangeMark();
        expect(seen === first).toBe(pg);
        await store.transaction(async () => {}, "g1");
        const afterTransaction = await store.postsChangeMark();
        expect(afterTransaction).not.toBe(first);
        // the use case's own edit: read again
        await store.recordPost("g1", post("1", "Build 4 divisions in Moscow"), T0);
        expect(await store.postsChangeMark()).not.toBe(afterTransaction);
      });
    });

    it("W33 a new Discord message is stored in one statement, a forum post looked up first; either seen again is a sighting, changed an edit", async () => {
      const { db: counted, reads } = countedReads(dbs.db);
      const store = new GameStore(counted);
      const discord = (text: string) =>
        post("1700000000000000001", text, { source: "discord", platform: "discord" });
      /** A post recorded, and the statements it took. */
      const recorded = async (p: IncomingPost, at: string) => {
        const before = reads.length;
        const outcome = await store.recordPost("g1", p, at);
        return { outcome, statements: reads.length - before };
      };
      const first = await recorded(discord("Hold"), T0);
      expect([first.outcome.status, first.statements]).toEqual(["new", 1]);
      const seq = first.outcome.row.seq;
      const forum = await recorded(post("9", "Hold"), T0);
      expect([forum.outcome.status, forum.outcome.row.seq, forum.statements]).toEqual(["new", seq + 1, 2]);
      // the same message again: no new row, the same number
      let outcome = await store.recordPost("g1", discord("Hold"), T1);
      expect([outcome.status, outcome.row.seq, outcome.row.last_seen_at]).toEqual(["unchanged", seq, T1]);
      outcome = await store.recordPost("g1", post("9", "Hold"), T1);
      expect([outcome.status, outcome.row.seq]).toEqual(["unchanged", seq + 1]);
      outcome = await store.recordPost("g1", discord("Build 2 divisions in Moscow"), T1);
      expect([outcome.status, outcome.row.seq]).toEqual(["edited", seq]);
      expect(await store.countPosts("g1")).toBe(2);
    });

    it("W33 a page read again: its stored posts looked up in one statement and their sightings recorded in one more, each outcome as recordPost gives it", async () => {
      // five posts stored; then one edited once (its latest text is the one compared from then on)
      for (const id of ["1", "2", "3", "4", "5"]) await s.recordPost("g1", post(id, `Hold ${id}`), T0);
      await s.recordPost("g1", post("5", "Hold 5 and build"), T0);
      const { db: counted, reads: statements } = countedReads(dbs.db, { writes: true });
      const store = new GameStore(counted);
      const page = [
        post("1", "Hold 1"),
        post("2", "Hold 2"),
        post("3", "Hold 3"),
        post("4", "Hold 4"),
        post("5", "Hold 5 and build"),
        post("6", "Hold 6"),
      ];
      const outcomes = await store.transaction(async () => await store.recordPosts("g1", page, T1), "g1");
      expect(outcomes.map((o) => [o.row.post_id, o.status, o.row.last_seen_at])).toEqual([
        ["1", "unchanged", T1],
        ["2", "unchanged", T1],
        ["3", "unchanged", T1],
        ["4", "unchanged", T1],
        ["5", "unchanged", T1],
        ["6", "new", T1],
      ]);
      // the look-up, the sightings, the new post (and the transaction's own statements, not counted here)
      expect(statements.filter((sql) => /posts/.test(sql))).toHaveLength(3);
      // as stored: each sighting's time written, the new post numbered after the others
      const stored = await s.listPosts("g1");
      expect(stored.map((r) => [r.post_id, r.last_seen_at])).toEqual(
        outcomes.map((o) => [o.row.post_id, T1]),
      );
      expect(outcomes.map((o) => o.row.seq)).toEqual(stored.map((r) => r.seq));
      expect(outcomes.map((o) => o.row)).toEqual(stored);
      // changed texts, an edit reported where none was, and one post twice: as recordPost records them one by one
      /** A page recorded as an ingest records it, in a transaction on the game. */
      const recordPage = async (posts: IncomingPost[]) =>
        await s.transaction(async () => await s.recordPosts("g1", posts, T1), "g1");
      const again = await recordPage([
        post("1", "Hold 1 and attack"),
        post("2", "Hold 2", { edited: { by: "Osmano", at: T1 } }),
        post("5", "Hold 5"),
        post("7", "Hold 7"),
        post("7", "Hold 7"),
        post("3", "Hold 3"),
      ]);
      expect(again.map((o) => [o.row.post_id, o.status])).toEqual([
        ["1", "edited"],
        ["2", "edited"],
        ["5", "edited"],
        ["7", "new"],
        ["7", "unchanged"],
        ["3", "unchanged"],
      ]);
      expect(await s.countPosts("g1")).toBe(7);
      // each edit is reported once: read again, every post is a sighting
      const third = await recordPage([
        post("1", "Hold 1 and attack"),
        post("2", "Hold 2", { edited: { by: "Osmano", at: T1 } }),
        post("5", "Hold 5"),
      ]);
      expect(third.map((o) => o.status)).toEqual(["unchanged", "unchanged", "unchanged"]);
    });

    it("W33 a page's new posts are stored in page order, numbered one after another, in one statement per power of two of their count", async () => {
      await s.recordPost("g1", post("0", "Hold"), T0);
      const { db: counted, reads: statements } = countedReads(dbs.db, { writes: true });
      const store = new GameStore(counted);
      const page = Array.from({ length: 100 }, (_, i) => post(`n${i}`, `Hold ${i}`));
      // one post twice: the second is a sighting of the first
      const outcomes = await store.transaction(
        async () => await store.recordPosts("g1", [...page, post("n7", "Hold 7")], T1),
        "g1",
      );
      expect(outcomes.map((o) => o.status)).toEqual([...Array(100).fill("new"), "unchanged"]);
      // the look-up, then 64 + 32 + 4 posts, then the sighting
      expect(statements).toHaveLength(5);
      const stored = await s.listPosts("g1");
      expect(stored.map((r) => r.post_id)).toEqual(["0", ...page.map((p) => p.postId)]);
      expect(stored.map((r) => r.seq)).toEqual(
        Array.from({ length: 101 }, (_, i) => (stored[0]?.seq ?? 0) + i),
      );
      expect(outcomes.slice(0, 100).map((o) => o.row)).toEqual(stored.slice(1));
    });

    it("settings written and read several at once: the last value of a key given twice, in one statement per power of two (writes) or per 500 keys (reads)", async () => {
      const { db: counted, reads: statements } = countedReads(dbs.db, { writes: true });
      const store = new GameStore(counted);
      const entries = Array.from({ length: 70 }, (_, i) => [`many:${i}`, `value ${i}`] as const);
      await store.setSettings([...entries, ["many:3", "again"]]);
      // 70 keys: 64 + 4 + 2
      expect(statements).toHaveLength(3);
      const keys = Array.from({ length: 600 }, (_, i) => `many:${i}`);
      const read = await store.getSettings(keys);
      expect(statements).toHaveLength(5);
      expect(read.size).toBe(70);
      expect(read.get("many:3")).toBe("again");
      expect(read.get("many:69")).toBe("value 69");
      expect(await s.getSetting("many:0")).toBe("value 0");
      await store.setSettings([["many:0", "changed"]]);
      expect((await store.getSettings(["many:0", "none"])).get("many:0")).toBe("changed");
      await store.setSettings([]);
      expect(statements).toHaveLength(7);
    });

    it("W33 sightPosts: posts stored with the same text are seen again in two statements, the rest told apart as not stored or changed", async () => {
      await s.recordPost("g1", post("1", "Hold"), T0);
      await s.recordPost("g1", post("2", "Hold"), T0);
      const { db: counted, reads: statements } = countedReads(dbs.db, { writes: true });
      const store = new GameStore(counted);
      const seen = await store.sightPosts(
        "g1",
        [post("1", "Hold"), post("2", "Attack"), post("3", "Hold"), post("1", "Hold")],
        T1,
      );
      expect(statements).toHaveLength(2);
      expect([...seen.unchanged.keys()]).toEqual(["1"]);
      expect(seen.unchanged.get("1")).toEqual(await s.getPost("g1", "forum", "1"));
      expect((await s.getPost("g1", "forum", "1"))?.last_seen_at).toBe(T1);
      expect((await s.getPost("g1", "forum", "2"))?.last_seen_at).toBe(T0);
      expect([...seen.absent]).toEqual(["3"]);
      // the post not stored, recorded as such: one statement; the changed one, an edit
      const before = statements.length;
      expect((await store.recordPost("g1", post("3", "Hold"), T1, { absent: true })).status).toBe("new");
      expect(statements.length - before).toBe(1);
      expect((await store.recordPost("g1", post("2", "Attack"), T1)).status).toBe("edited");
      // a Discord message is never looked up here: nothing is sent
      const beforeDiscord = statements.length;
      const discord = await store.sightPosts(
        "g1",
        [post("1700000000000000001", "Hold", { source: "discord", platform: "discord" })],
        T1,
      );
      expect([discord.unchanged.size, discord.absent.size]).toEqual([0, 0]);
      expect(statements.length).toBe(beforeDiscord);
    });

    it("W33 the posts change mark holds over new posts and unchanged sightings, moves on an edit or a deletion, is null in a transaction", async () => {
      const start = await s.postsChangeMark();
      expect(start).not.toBeNull();
      await s.recordPost("g1", post("1", "Build 2 divisions in Moscow"), T0);
      await s.recordPost("g1", post("1", "Build 2 divisions in Moscow"), T0);
      expect(await s.postsChangeMark()).toBe(start);
      await s.recordPost("g1", post("1", "Build 3 divisions in Moscow"), T0);
      const afterEdit = await s.postsChangeMark();
      expect(afterEdit).not.toBe(start);
      expect(await s.markPostDeleted("g1", "forum", "1", T0)).toBe(true);
      expect(await s.postsChangeMark()).not.toBe(afterEdit);
      expect(await s.transaction(async () => await s.postsChangeMark())).toBeNull();
    });

    it("W33 the posts change mark moves when another connection edits a post, and new posts of another connection come after", async () => {
      const other = new GameStore(await second());
      await s.recordPost("g1", post("1", "Build 2 divisions in Moscow"), T0);
      const seq = (await s.getPost("g1", "forum", "1"))?.seq ?? 0;
      const before = await s.postsChangeMark();
      await other.recordPost("g1", post("2", "Hold"), T0);
      expect((await s.listBookPostsSince("g1", T0, seq)).map((p) => p.post_id)).toEqual(["2"]);
      await other.recordPost("g1", post("1", "Build 3 divisions in Moscow"), T0);
      expect(await s.postsChangeMark()).not.toBe(before);
    });

    it("a write transaction on a game waits for another connection's lock on it, and reports the wait as a lock timeout", async () => {
      const other = new GameStore(await second());
      let caught: unknown;
      await s.writeTransaction(async () => {
        await s.appendEvent("g1", { kind: "held", actor: "gm", payload: {}, createdAt: T0 });
        try {
          await other.writeTransaction(
            async () =>
              await other.appendEvent("g1", { kind: "late", actor: "gm", payload: {}, createdAt: T0 }),
            "g1",
          );
        } catch (e) {
          caught = e;
        }
      }, "g1");
      expect(isLockTimeout(caught)).toBe(true);
      expect((await other.listEvents("g1")).map((e) => e.kind)).toEqual(["held"]);
      // once the lock is released, the other connection writes
      await other.writeTransaction(
        async () => await other.appendEvent("g1", { kind: "late", actor: "gm", payload: {}, createdAt: T0 }),
        "g1",
      );
      expect((await s.listEvents("g1")).map((e) => e.kind)).toEqual(["held", "late"]);
    });

    it("a transaction on a game that reads, then writes after another connection wrote, still commits (two shards ingesting at once)", async () => {
      const other = new GameStore(await second());
      await s.recordPost("g1", post("seen", "Hold"), T0);
      await expect(
        s.transaction(async () => {
          await s.getPost("g1", "forum", "seen");
          try {
            // the other connection writes meanwhile (it may wait for this transaction's lock and give up)
            await other.recordPost("g1", post("theirs", "Hold"), T0);
          } catch (e) {
            expect(isLockTimeout(e)).toBe(true);
          }
          await s.recordPost("g1", post("mine", "Hold"), T0);
        }, "g1"),
      ).resolves.toBeUndefined();
      expect(await s.getPost("g1", "forum", "mine")).toBeDefined();
    });

    it("the schedule's outbox stores a notice once under its key and delivers it once", async () => {
      const sched = new ScheduleStore(s.db);
      expect(await sched.enqueue("g1", "reminder:1", T1, { text: "24 hours left" }, T0)).toBe(true);
      expect(await sched.enqueue("g1", "reminder:1", T1, { text: "again" }, T0)).toBe(false);
      await sched.passOver("g1", "reminder:2", T1, T0);
      expect(await sched.isDone("g1", "reminder:2")).toBe(true);
      expect((await sched.undelivered()).map((n) => [n.key, JSON.parse(n.notice_json)])).toEqual([
        ["reminder:1", { text: "24 hours left" }],
      ]);
      await sched.markDelivered("g1", "reminder:1", T1);
      expect(await sched.undelivered("g1")).toEqual([]);
    });

    it("the schedule keeps settings, logs deadline changes in order, counts missed deadlines and standing orders per game", async () => {
      const sched = new ScheduleStore(s.db);
      const settings = { ...(await sched.settings("g1")), phaseHours: 48 };
      await sched.saveSettings("g1", settings, T0);
      expect(await sched.settings("g1")).toEqual(settings);
      expect(await sched.scheduledGames()).toEqual(["g1"]);
      const change = {
        game_id: "g1",
        phase_label: "1907 deployment",
        kind: "extended",
        from_deadline: T0,
        to_deadline: T1,
        actor: "GM",
        reason: "travel",
        created_at: T0,
      };
      expect(await sched.logChange(change)).toBe(1);
      expect(await sched.logChange({ ...change, phase_label: "1907 attack" })).toBe(2);
      expect((await sched.changes("g1", "1907 attack")).map((c) => c.seq)).toEqual([2]);
      expect(await sched.countMissed("g1", "russia")).toBe(1);
      expect(await sched.countMissed("g1", "russia")).toBe(2);
      await sched.resetMissed("g1", "russia");
      expect(await sched.missed("g1", "russia")).toBe(0);
      await newGame(s, "g10");
      await sched.setStandingOrders("g1", "russia", "Hold everything");
      await sched.setStandingOrders("g10", "russia", "Attack Vienna");
      await sched.setStandingOrders("g1", "austria-hungary", "Hold");
      expect(await sched.standingOrders("g1")).toEqual({
        "austria-hungary": "Hold",
        russia: "Hold everything",
      });
      await sched.setStandingOrders("g1", "russia", null);
      expect(await sched.standingOrders("g1")).toEqual({ "austria-hungary": "Hold" });
    });
  });
}
