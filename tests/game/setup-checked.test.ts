import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fixedPartOf } from "../../src/game/generic-play/per-game.ts";
import { ww1907FixedSchema } from "../../src/rulesets/ww1907/ruleset.ts";
import { post, testService } from "./helpers.ts";

/**
 * A World War 1907 game's stored setup is validated once (issue #26: every open of a game validated its 56 KB setup
 * again): a mark with the digest of the stored text lets later opens use it as stored; a setup changed since (a
 * damaged file, a hand edit) has another digest and is validated, and refused, as before. The generic play marks it
 * for any ruleset whose games have a fixed part (`Ruleset.forGame`); World War 1907's is its scenario and map.
 */

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function played(file: string) {
  const t = testService(file);
  const game = await t.service.createGame({ scenario: "ww1907", startsAt: "2026-12-01T00:00:00Z" });
  if (!game.ok) throw new Error(game.error);
  const id = game.value.id;
  const [result] = await t.service.ingest(id, "forum", [
    post("Osmano", ["Build 2 divisions in Moscow"], { postId: "a", postedAt: "2026-12-01T10:00:00.000Z" }),
  ]);
  expect(result).toMatchObject({ kind: "orders" });
  return { ...t, id };
}

describe("a game's setup validated once", () => {
  it("is marked by its digest, and a reopened service answers the same without validating it again", async () => {
    const dir = mkdtempSync(join(tmpdir(), "adjutant-setup-"));
    dirs.push(dir);
    const file = join(dir, "game.db");
    const t = await played(file);
    const game = await t.store.getGame(t.id);
    expect(ww1907FixedSchema.safeParse(game ? fixedPartOf(game) : undefined).success).toBe(true);
    expect(await t.store.getSetting(`setup-checked:${t.id}`)).toBe(await t.store.setupDigest(t.id));
    const status = await t.service.status(t.id);
    await t.store.close();
    const reopened = testService(file);
    try {
      const parse = ww1907FixedSchema.safeParse.bind(ww1907FixedSchema);
      let validated = 0;
      ww1907FixedSchema.safeParse = ((value: unknown) => {
        validated++;
        return parse(value);
      }) as typeof ww1907FixedSchema.safeParse;
      try {
        expect(await reopened.service.status(t.id)).toEqual(status);
      } finally {
        ww1907FixedSchema.safeParse = parse as typeof ww1907FixedSchema.safeParse;
      }
      expect(validated).toBe(0);
    } finally {
      await reopened.store.close();
    }
  });

  it("a setup changed since it was marked is validated again: damaged, it is refused", async () => {
    const dir = mkdtempSync(join(tmpdir(), "adjutant-setup-"));
    dirs.push(dir);
    const file = join(dir, "game.db");
    const t = await played(file);
    const text = (await t.store.db.get("SELECT scenario_json FROM games WHERE id = ?", t.id)) as {
      scenario_json: string;
    };
    // the same length, one nation's id changed to a number: not a setup any more
    const damaged = text.scenario_json.replace('"id":"russia"', '"id":12345678');
    expect(damaged).not.toBe(text.scenario_json);
    expect(damaged.length).toBe(text.scenario_json.length);
    await t.store.db.run("UPDATE games SET scenario_json = ? WHERE id = ?", damaged, t.id);
    await t.store.close();
    const reopened = testService(file);
    try {
      const status = await reopened.service.status(t.id);
      expect(status.ok).toBe(false);
      if (!status.ok) expect(status.error).toContain("the stored game setup is damaged");
    } finally {
      await reopened.store.close();
    }
  });
});
