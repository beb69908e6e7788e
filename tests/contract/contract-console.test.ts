import { describe, expect, it } from "vitest";
import type { PlayableRuleset } from "../../src/game/game-play.ts";
import type { GameService } from "../../src/game/game-service.ts";
import { openDatabase } from "../../src/storage/database.ts";
import { SqliteDatabase } from "../../src/storage/sqlite/sqlite-database.ts";
import { consoleSession } from "../helpers/console-session.ts";
import { riskVariantOne } from "../helpers/registered-risk.ts";
import { worldWar1907 } from "../helpers/registered-ww1907.ts";
import { useTempDirs } from "../helpers/temp-dir.ts";
import { islands } from "../rulesets-for-tests/islands/index.ts";
import { contractService, riskPosition } from "./contract-games.ts";

/**
 * Every game through npm start's console (the same service, typed posts and GM commands): receipts accepted and
 * refused, a replacement, a stranger, status, the report, a resolution (with its picture), an undo and the same
 * resolution again, word for word.
 */
const tempDir = useTempDirs();

interface ConsoleScript {
  name: string;
  rules: string;
  entry: PlayableRuleset;
  create: Parameters<GameService["createGame"]>[0];
  /** Typed posts and what each answer must say. */
  posts: [string, RegExp][];
  status: RegExp;
  report: RegExp;
  resolved: RegExp;
  undone: RegExp;
  afterUndo: RegExp;
}

const scripts: ConsoleScript[] = [
  {
    name: "Islands",
    rules: "I6 I7 W33",
    entry: islands,
    create: { scenario: "islands", players: ["Rosa", "Bram"], startsAt: "2026-12-01T00:00:00Z" },
    posts: [
      ["Rosa: **attack Coral from Brisk**", /Attack Coral from Brisk: accepted \(I6\)/],
      ["Rosa: **attack Dune from Alba**", /replacing post console-/],
      ["Bram: **attack Brsk from Coral**", /no island "Brsk": did you mean Brisk\?/],
      ["Stranger: **attack Alba from Dune**", /not a player/],
    ],
    status: /Waiting for: Red and Blue, in turn 1/,
    report: /replaced by the later order post/,
    resolved: /resolved turn 1[\s\S]*die \d/,
    undone: /undid the last resolution/,
    afterUndo: /Turn 1\./,
  },
  {
    name: "World War 1907",
    rules: "W7 W32 W33",
    entry: worldWar1907,
    create: { scenario: "ww1907", startsAt: "2026-12-01T00:00:00Z" },
    posts: [
      [
        "Osmano: **Build 2 divisions in Moscow**",
        /Russian Empire, post console-\S+: 1 accepted\.[\s\S]*✅ build 2 divisions in Moscow/,
      ],
      [
        "Osmano: **Build 1 division in Kiev**",
        /Replaces post console-\S+ \(W33: the latest valid post counts\)/,
      ],
      [
        "Aeneas: **Build 1 division in Moscow**",
        /❌ build 1 division in Moscow — W7: Moscow belongs to Russian Empire/,
      ],
      ["Sassenach: **Bild 2 divisons in Barcelona**", /Could not read "Bild"\. Did you mean build\?/],
      ["Stranger: **Build 1 division in Paris**", /by Stranger: not a player of this game, ignored/],
    ],
    status: /1907, deployment phase/,
    report: /post console-\S+ ignored: replaced by the later order post console-\S+ \(W33\)/,
    resolved: /Next: 1907, Attack phase\.[\s\S]*Russian Empire built 1 division in Kiev \(1 pp\)/,
    undone: /The game is back to 1907, deployment phase; the same seed/,
    afterUndo: /1907, deployment phase/,
  },
  {
    name: "Risk Variant One",
    rules: "V6 V7 V8",
    entry: riskVariantOne,
    create: { scenario: riskPosition, startsAt: "2026-12-01T00:00:00Z" },
    posts: [
      ["Cleo: **pass**", /❌ pass: V6: it is Alice's turn to act, not yours \(Cleo\)/],
      [
        "Alice: **Attack Peru from Brazil with 5**",
        /Waiting for: Bob \(defender's response to Alice's attack on Peru/,
      ],
      ["Stranger: **pass**", /by Stranger: not a player of this game, ignored/],
      ["Bob: **hold**", /Brazil → Peru: 5 v 3\. Throw 1: \d( \d)* v \d( \d)*/],
    ],
    status: /Waiting for: Bob \(action, round 1\)/,
    report: /This turn so far:[\s\S]*Alice takes Peru/,
    resolved: /skipped Bob's action: a pass \(V6\)\.[\s\S]*Waiting for: Cleo/,
    undone: /undid the GM's skip of Bob's action \(a pass, V6\)/,
    afterUndo: /Waiting for: Bob \(action, round 1\)/,
  },
];

describe.each(scripts)("$name through the console", (script) => {
  it(`${script.rules} posts, status, report, resolve, undo and the same resolution again`, async () => {
    const t = contractService(new SqliteDatabase(openDatabase(":memory:")), [script.entry]);
    const created = await t.service.createGame(script.create);
    if (!created.ok) throw new Error(created.error);
    const session = consoleSession({
      service: t.service,
      gameId: created.value.id,
      pictureDir: tempDir("contract-console"),
      now: () => t.clock.now,
    });
    // the console reads the game before it greets: its greeting ends with the help line, then it reads input
    for (let k = 0; k < 2000 && !session.text().includes("Type /help"); k++)
      await new Promise((r) => setTimeout(r, 1));
    const answer = async (line: string) => {
      const before = session.text().length;
      await session.type(line);
      return session.text().slice(before);
    };
    for (const [line, expected] of script.posts) expect(await answer(line)).toMatch(expected);
    expect(await answer("/status")).toMatch(script.status);
    expect(await answer("/report")).toMatch(script.report);
    const resolved = await answer("/resolve");
    expect(resolved).toMatch(script.resolved);
    expect(await answer("/undo")).toMatch(script.undone);
    expect(await answer("/status")).toMatch(script.afterUndo);
    // the undone window opens again with its seed: the same dice, the same text
    expect(await answer("/resolve")).toBe(resolved);
    await session.end();
  });
});
