import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/storage/database.ts";
import { SqliteDatabase } from "../../src/storage/sqlite/sqlite-database.ts";
import { consoleSession } from "../helpers/console-session.ts";
import { useTempDirs } from "../helpers/temp-dir.ts";
import { contractService } from "./contract-games.ts";

/**
 * The test ruleset through npm start's console (the same service, typed posts and GM commands): receipts, a
 * replacement, the report, a resolution with its picture, an undo and the same resolution again.
 */
const tempDir = useTempDirs();

describe("the generic play through the console", () => {
  it("I6 I7 W33 posts, status, report, resolve, undo and resolve again", async () => {
    const t = contractService(new SqliteDatabase(openDatabase(":memory:")));
    const created = t.service.createGame({
      scenario: "islands",
      players: ["Rosa", "Bram"],
      startsAt: "2026-12-01T00:00:00Z",
    });
    if (!created.ok) throw new Error(created.error);
    const session = consoleSession({
      service: t.service,
      gameId: created.value.id,
      pictureDir: tempDir("generic-console"),
      now: () => t.clock.now,
    });
    const answer = async (line: string) => {
      const before = session.text().length;
      await session.type(line);
      return session.text().slice(before);
    };
    expect(await answer("Rosa: **attack Coral from Brisk**")).toMatch(
      /Attack Coral from Brisk: accepted \(I6\)/,
    );
    expect(await answer("Rosa: **attack Dune from Alba**")).toMatch(/replacing post console-/);
    expect(await answer("Bram: **attack Brsk from Coral**")).toMatch(
      /no island "Brsk": did you mean Brisk\?/,
    );
    expect(await answer("Stranger: **attack Alba from Dune**")).toMatch(/not a player/);
    expect(await answer("/status")).toMatch(/Waiting for: Red and Blue, in turn 1/);
    expect(await answer("/report")).toMatch(/replaced by the later order post/);
    const resolved = await answer("/resolve");
    expect(resolved).toMatch(/GM resolved turn 1|resolved turn 1/);
    const dice = /die \d/.exec(resolved)?.[0];
    expect(await answer("/undo")).toMatch(/undid the last resolution/);
    expect(await answer("/status")).toContain("Turn 1.");
    const again = await answer("/resolve");
    expect(/die \d/.exec(again)?.[0]).toBe(dice);
    await session.end();
  });
});
