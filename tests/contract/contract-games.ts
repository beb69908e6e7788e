import { join } from "node:path";
import type { ParsedPost } from "../../parsers/post.ts";
import type { PlayableRuleset } from "../../src/game/game-play.ts";
import { GameService } from "../../src/game/game-service.ts";
import { render } from "../../src/presenters/render.ts";
import { GameStore } from "../../src/storage/game-store.ts";
import type { SqlDatabase } from "../../src/storage/sql.ts";
import { riskVariantOne } from "../helpers/registered-risk.ts";
import { worldWar1907 } from "../helpers/registered-ww1907.ts";
import { islands } from "../rulesets-for-tests/islands/index.ts";

/**
 * The registry `contractService` uses when a test names none: the test-only game Islands. The suite's other tests
 * pass the game they play (`[game.entry]`), so a service plays one game at a time.
 */
export const testGames: readonly PlayableRuleset[] = [islands];

/**
 * A game the contract suite plays on every database, across restarts and in a new process: its registry entry and a
 * script that plays one game through the service and keeps every answer as text (the same script gives the same
 * text on SQLite and PostgreSQL). Islands, World War 1907 and Risk Variant One are in `contractGames`; a new game
 * joins with an entry and a script of its own (and a line in the console, forum and Discord tables).
 */
export interface ContractGame {
  name: string;
  entry: PlayableRuleset;
  play(t: ReturnType<typeof contractService>): Promise<{ id: string; out: string[] }>;
}

export function contractService(db: SqlDatabase, games: readonly PlayableRuleset[] = testGames) {
  const clock = { now: new Date("2026-12-01T12:00:00.000Z") };
  const store = new GameStore(db);
  const service = new GameService({
    store,
    now: () => clock.now,
    newSecret: () => "contract-secret-0123456789abcdef",
    games,
  });
  return { service, store, clock };
}

export function forumPost(postId: string, author: string, at: string, ...bold: string[]): ParsedPost {
  return {
    platform: "phpbb3",
    postId,
    author: { name: author },
    postedAt: at,
    edited: null,
    bold,
    text: bold.join("\n"),
  };
}

type Answer = { ok: true; value: unknown } | { ok: false; error: string };

/** The answers of one script as text lines ("label: text"): `say` keeps a value, `doc` a rendered document. */
function transcript() {
  const out: string[] = [];
  const say = (label: string, value: unknown) =>
    out.push(`${label}: ${typeof value === "string" ? value : JSON.stringify(value)}`);
  const doc = (label: string, r: Answer) =>
    say(label, r.ok ? render(r.value as Parameters<typeof render>[0], "text") : `error: ${r.error}`);
  const resolution = (label: string, r: Awaited<ReturnType<GameService["resolve"]>>) =>
    say(label, r.ok ? { seed: r.value.seed, summary: render(r.value.summary, "text") } : r.error);
  return { out, say, doc, resolution };
}

/**
 * One Islands game through the service, every answer kept as text: posts (a stranger's, an unreadable line, the same
 * post again, an edit, a deletion, a replacement), status, report, a resolution, its record, an undo, the same
 * resolution again, a GM adjustment, a second turn.
 */
export async function playIslands(
  t: ReturnType<typeof contractService>,
): Promise<{ id: string; out: string[] }> {
  const { service, clock } = t;
  const out: string[] = [];
  const say = (label: string, value: unknown) =>
    out.push(`${label}: ${typeof value === "string" ? value : JSON.stringify(value)}`);
  const doc = (label: string, r: Answer) =>
    say(label, r.ok ? render(r.value as Parameters<typeof render>[0], "text") : `error: ${r.error}`);
  const created = await service.createGame({
    scenario: "islands",
    players: ["Rosa", "Bram"],
    startsAt: "2026-12-01T00:00:00Z",
  });
  if (!created.ok) throw new Error(created.error);
  const id = created.value.id;
  say("created", created.value);
  const p1 = forumPost("p1", "Rosa", "2026-12-01T10:00:00Z", "Attack Coral from Brisk");
  say(
    "posts",
    await service.ingest(id, "forum", [
      p1,
      forumPost("p2", "Bram", "2026-12-01T10:05:00Z", "attack Alba from Dune"),
      forumPost("p3", "Bram", "2026-12-01T10:06:00Z", "attack Brsk from Coral"),
      forumPost("p4", "Stranger", "2026-12-01T10:07:00Z", "attack Alba from Dune"),
    ]),
  );
  say("again", await service.ingest(id, "forum", [p1]));
  say(
    "edited",
    await service.ingest(id, "forum", [
      forumPost("p1", "Rosa", "2026-12-01T10:00:00Z", "Attack Dune from Alba"),
    ]),
  );
  say(
    "replacement",
    await service.ingest(id, "forum", [
      forumPost(
        "p5",
        "Rosa",
        "2026-12-01T11:00:00Z",
        "attack Dune from Alba; attack Coral from Brisk; attack Alba from Brisk",
      ),
    ]),
  );
  say("deleted", await service.deletePost(id, "forum", "p2"));
  say(
    "bram",
    await service.ingest(id, "forum", [
      forumPost("p6", "Bram", "2026-12-01T11:30:00Z", "attack Brisk from Coral"),
    ]),
  );
  say("deadline", await service.setDeadline(id, "2026-12-02T12:00:00Z"));
  doc("status", await service.status(id));
  doc("orders", await service.ordersInForce(id, "red"));
  doc("report", await service.report(id));
  say("report json", await service.reportJson(id));
  say("waiting", await service.waitingOn(id));
  clock.now = new Date("2026-12-02T13:00:00Z");
  say(
    "late",
    await service.ingest(id, "forum", [
      forumPost("p7", "Bram", "2026-12-02T12:30:00Z", "attack Alba from Dune"),
    ]),
  );
  const first = await service.resolve(id, { name: "GM" }, { phase: "turn-1" });
  say(
    "resolved",
    first.ok ? { seed: first.value.seed, summary: render(first.value.summary, "text") } : first.error,
  );
  say("twice", await service.resolve(id, { name: "GM" }, { phase: "turn-1" }));
  say("record", await service.publishedRecord(id));
  doc("undo", await service.undo(id, { name: "GM" }));
  doc("status after undo", await service.status(id));
  const again = await service.resolve(id, { name: "GM" });
  say(
    "resolved again",
    again.ok ? { seed: again.value.seed, summary: render(again.value.summary, "text") } : again.error,
  );
  doc(
    "adjust",
    await service.adjust(id, { name: "GM" }, "a lost army found", {
      kind: "set-divisions",
      province: "Coral",
      divisions: 4,
    }),
  );
  say("status json", await service.statusJson(id));
  return { id, out };
}

/**
 * One World War 1907 game (the built-in scenario) through the service, every answer kept as text: orders accepted
 * and refused, a stranger's post, an unreadable line, the same post again, an edit (voided, W33), a replacement, a
 * deletion, status, report, a late post, the Deployment phase resolved, its record, an undo, the same resolution
 * again.
 */
export async function playWorldWar1907(
  t: ReturnType<typeof contractService>,
): Promise<{ id: string; out: string[] }> {
  const { service, clock } = t;
  const { out, say, doc, resolution } = transcript();
  const created = await service.createGame({ scenario: "ww1907", startsAt: "2026-12-01T00:00:00Z" });
  if (!created.ok) throw new Error(created.error);
  const id = created.value.id;
  say("created", created.value);
  const p1 = forumPost("p1", "Osmano", "2026-12-01T10:00:00Z", "Build 2 divisions in Moscow");
  say(
    "posts",
    await service.ingest(id, "forum", [
      p1,
      forumPost("p2", "Shrink", "2026-12-01T10:05:00Z", "Build 1 division in Berlin"),
      forumPost("p3", "Sassenach", "2026-12-01T10:06:00Z", "Bild 2 divisons in Barcelona"),
      forumPost("p4", "Lurker", "2026-12-01T10:07:00Z", "Build 1 division in Paris"),
      forumPost("p5", "Aeneas", "2026-12-01T10:08:00Z", "Build 1 division in Moscow"),
    ]),
  );
  say("again", await service.ingest(id, "forum", [p1]));
  say(
    "edited",
    await service.ingest(id, "forum", [
      forumPost("p1", "Osmano", "2026-12-01T10:00:00Z", "Build 1 division in Kiev"),
    ]),
  );
  say(
    "replacement",
    await service.ingest(id, "forum", [
      forumPost(
        "p6",
        "Osmano",
        "2026-12-01T11:00:00Z",
        "Build 2 divisions in Moscow",
        "Build 1 division in Berlin",
      ),
    ]),
  );
  say("deleted", await service.deletePost(id, "forum", "p2"));
  say(
    "spain",
    await service.ingest(id, "forum", [
      forumPost("p7", "Sassenach", "2026-12-01T11:30:00Z", "Build 2 divisions in Barcelona"),
    ]),
  );
  say("deadline", await service.setDeadline(id, "2026-12-02T12:00:00Z"));
  doc("status", await service.status(id));
  doc("orders", await service.ordersInForce(id, "russia"));
  doc("report", await service.report(id));
  say("report json", await service.reportJson(id));
  say("waiting", await service.waitingOn(id));
  clock.now = new Date("2026-12-02T13:00:00Z");
  say(
    "late",
    await service.ingest(id, "forum", [
      forumPost("p8", "Shrink", "2026-12-02T12:30:00Z", "Build 1 division in Berlin"),
    ]),
  );
  resolution("resolved", await service.resolve(id, { name: "GM" }));
  say("record", await service.publishedRecord(id));
  doc("undo", await service.undo(id, { name: "GM" }));
  doc("status after undo", await service.status(id));
  resolution("resolved again", await service.resolve(id, { name: "GM" }));
  doc("status after", await service.status(id));
  say("status json", await service.statusJson(id));
  return { id, out };
}

/**
 * The Risk Variant One position the contract suite starts from (base risk-v1, three players, the action rounds): a
 * game keeps the scenario it was built from, so the file is read once, when the game is created.
 */
export const riskPosition = join(import.meta.dirname, "fixtures", "risk-actions.yaml");

/**
 * One Risk Variant One game through the service, every answer kept as text: an order out of turn (refused, V6), a
 * stranger's post, an attack (carried out when posted, waiting for the defender), an edit, the defender's answer
 * with the turn's dice (V7, V8), a deletion, status, report, the GM's skip of an absent player's action (V6), its
 * record, an undo of the skip, the same skip again.
 */
export async function playRisk(
  t: ReturnType<typeof contractService>,
): Promise<{ id: string; out: string[] }> {
  const { service, clock } = t;
  const { out, say, doc, resolution } = transcript();
  const created = await service.createGame({ scenario: riskPosition, startsAt: "2026-12-01T00:00:00Z" });
  if (!created.ok) throw new Error(created.error);
  const id = created.value.id;
  say("created", { ...created.value, scenario: "risk-actions" });
  doc("status before", await service.status(id));
  say(
    "posts",
    await service.ingest(id, "forum", [
      forumPost("r1", "Cleo", "2026-12-01T10:00:00Z", "pass"),
      forumPost("r2", "Lurker", "2026-12-01T10:01:00Z", "pass"),
      forumPost("r3", "Alice", "2026-12-01T10:02:00Z", "Attack Peru from Brazil with 5"),
    ]),
  );
  say(
    "edited",
    await service.ingest(id, "forum", [forumPost("r3", "Alice", "2026-12-01T10:02:00Z", "pass")]),
  );
  say("answer", await service.ingest(id, "forum", [forumPost("r4", "Bob", "2026-12-01T10:10:00Z", "hold")]));
  say(
    "bob again",
    await service.ingest(id, "forum", [forumPost("r5", "Bob", "2026-12-01T10:20:00Z", "pass")]),
  );
  say("deleted", await service.deletePost(id, "forum", "r5"));
  doc("status", await service.status(id));
  doc("report", await service.report(id));
  say("report json", await service.reportJson(id));
  say("waiting", await service.waitingOn(id));
  clock.now = new Date("2026-12-02T13:00:00Z");
  resolution("resolved", await service.resolve(id, { name: "GM" }));
  say("no record yet", await service.publishedRecord(id));
  doc("undo", await service.undo(id, { name: "GM" }));
  doc("status after undo", await service.status(id));
  resolution("resolved again", await service.resolve(id, { name: "GM" }));
  const passes = async (round: string, at: string, ...players: string[]) =>
    say(
      round,
      await service.ingest(
        id,
        "forum",
        players.map((p, k) => forumPost(`${round}-${p}`, p, `${at}:0${k}:00Z`, "pass")),
      ),
    );
  await passes("round 2", "2026-12-02T14", "Alice", "Bob", "Cleo");
  say("record", await service.publishedRecord(id));
  doc("status after the turn", await service.status(id));
  resolution("skip", await service.resolve(id, { name: "GM" }));
  await passes("turn 2", "2026-12-02T15", "Bob");
  doc("status after", await service.status(id));
  say("status json", await service.statusJson(id));
  return { id, out };
}

/** The games the contract suite plays (see `ContractGame`). */
export const contractGames: readonly ContractGame[] = [
  { name: "Islands", entry: islands, play: playIslands },
  { name: "WorldWar1907", entry: worldWar1907, play: playWorldWar1907 },
  { name: "RiskVariantOne", entry: riskVariantOne, play: playRisk },
];

/** A contract game by name (the new-process script is told which). */
export function contractGame(name: string): ContractGame {
  const game = contractGames.find((g) => g.name === name);
  if (!game) throw new Error(`no contract game "${name}"`);
  return game;
}
