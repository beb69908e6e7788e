import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../src/core/ruleset.ts";
import type { PlayableRuleset } from "../../src/game/game-play.ts";
import { playable } from "../../src/game/generic-play/playable.ts";
import { rulesetById } from "../../src/game/rulesets.ts";
import { render } from "../../src/presenters/render.ts";
import { openDatabase } from "../../src/storage/database.ts";
import { SqliteDatabase } from "../../src/storage/sqlite/sqlite-database.ts";
import { worldWar1907 } from "../helpers/registered-ww1907.ts";
import { islandsRuleset } from "../rulesets-for-tests/islands/ruleset.ts";
import { contractService, playIslands, playWorldWar1907 } from "./contract-games.ts";

/**
 * A ruleset in two parts (`Ruleset.complete`, issue #26: a command loads only what it runs): the generic play reads a
 * game (its status and JSON, its seats, whom it waits for) on the light part and completes the ruleset for every
 * other use case. The same game plays word for word as with the ruleset in one part, and reading a game never
 * completes the ruleset.
 */

const sqlite = () => new SqliteDatabase(openDatabase(":memory:"));

/** A member the light part leaves to the whole ruleset: it throws when called. */
function wholeOnly(member: string): () => never {
  return () => {
    throw new Error(`${member} was called on the light part`);
  };
}

/**
 * Islands in two parts: the light part has what reading a game calls (`Ruleset.complete` lists it) and throws for
 * the rest (setting up, carrying out and resolving orders, an adjustment); `complete()` gives Islands whole, counted.
 */
function islandsInTwoParts(): { entry: PlayableRuleset; completions: () => number } {
  let completions = 0;
  const light: typeof islandsRuleset = {
    ...islandsRuleset,
    setup: wholeOnly("setup"),
    apply: wholeOnly("apply"),
    resolve: wholeOnly("resolve"),
    adjust: wholeOnly("adjust"),
    complete: async () => {
      completions += 1;
      return islandsRuleset;
    },
  };
  return {
    entry: playable(light as Ruleset<unknown, unknown, unknown, unknown>),
    completions: () => completions,
  };
}

describe("#26 a ruleset in two parts (Ruleset.complete)", () => {
  it("I1-I7 Islands in two parts plays word for word as in one: posts, status, report, resolve, undo, adjust", async () => {
    const one = await playIslands(contractService(sqlite()));
    const two = islandsInTwoParts();
    const played = await playIslands(contractService(sqlite(), [two.entry]));
    expect(played.out).toEqual(one.out);
    // the whole ruleset was needed (a post, a resolution), and completed once for the service
    expect(two.completions()).toBe(1);
  });

  it("I1 reading an Islands game (status, its JSON, its seats, whom it waits for) never completes the ruleset", async () => {
    const db = sqlite();
    const { id } = await playIslands(contractService(db, [islandsInTwoParts().entry]));
    // a new service on the same database, as a new `adjutant status` process opens it
    const two = islandsInTwoParts();
    const { service } = contractService(db, [two.entry]);
    const read = async (s: typeof service) => {
      const status = await s.status(id);
      return {
        status: status.ok ? render(status.value, "text") : status.error,
        json: await s.statusJson(id),
        players: await s.playerList(id),
        waiting: await s.waitingOn(id),
        info: await s.info(id),
        ending: await s.ending(id),
      };
    };
    const answers = await read(service);
    expect(two.completions()).toBe(0);
    expect(answers.status).toMatch(/Waiting for/);
    // the same answers as Islands in one part gives
    expect(answers).toEqual(await read(contractService(db).service));
    // and the report (a use case that is no read) completes it
    await service.report(id);
    expect(two.completions()).toBe(1);
  });

  it("W7 W32 W33 World War 1907 as the service opens a game (the light part) plays word for word as its whole ruleset", async () => {
    const entry = rulesetById("ww1907");
    if (!entry) throw new Error("the registry plays no World War 1907");
    const light: PlayableRuleset = { ...worldWar1907, play: await entry.loadPlay() };
    const one = await playWorldWar1907(contractService(sqlite(), [worldWar1907]));
    const two = await playWorldWar1907(contractService(sqlite(), [light]));
    expect(two.out).toEqual(one.out);
  });
});
