import { describe, expect, it } from "vitest";
import { GameService } from "../../src/game/game-service.ts";
import { playable } from "../../src/game/generic-play/playable.ts";
import { readWw1907ScenarioFile, ww1907ScenarioFiles } from "../../src/game/ww1907/scenario-files.ts";
import { ww1907Of } from "../../src/game/ww1907/ww1907-of.ts";
import { ww1907Ruleset } from "../../src/rulesets/ww1907/ruleset.ts";
import { riskVariantOne } from "../helpers/registered-risk.ts";
import { testService } from "./helpers.ts";

/** #25 the service plays every game through the registry, and knows no game of its own. */
describe("the games a service plays (#25)", () => {
  it("a stored game whose ruleset this installation does not play is a clear error, never another game's play", async () => {
    const { service, store, clock } = testService();
    const created = await service.createGame({ scenario: "ww1907" });
    if (!created.ok) throw new Error(created.error);
    const riskOnly = new GameService({
      store,
      now: () => clock.now,
      newSecret: () => "seam-test-secret-0123456789",
      games: [riskVariantOne],
    });
    const missing = `game "${created.value.id}" is played with ruleset "ww1907", which this installation does not have`;
    expect(await riskOnly.info(created.value.id)).toEqual({ ok: false, error: missing });
    expect(await riskOnly.status(created.value.id)).toEqual({ ok: false, error: missing });
    expect(await riskOnly.listGames()).toEqual([]);
    expect(await riskOnly.createGame({ scenario: "ww1907" })).toEqual({
      ok: false,
      error: '"ww1907" is not a scenario of any game here (see `adjutant scenario list`)',
    });
    expect(await ww1907Of(riskOnly).state(created.value.id)).toEqual({ ok: false, error: missing });
  });

  it("World War 1907 takes a scenario reader of its own through the registry's generic entry (playable)", async () => {
    const { store, clock } = testService();
    const asked: string[] = [];
    const service = new GameService({
      store,
      now: () => clock.now,
      newSecret: () => "seam-test-secret-0123456789",
      games: [
        riskVariantOne,
        playable(ww1907Ruleset, {
          ...ww1907ScenarioFiles,
          readScenario: (ref) => {
            asked.push(ref);
            return readWw1907ScenarioFile("ww1907");
          },
        }),
      ],
    });
    const created = await service.createGame({ scenario: "a-test-map" });
    expect(created.ok && created.value.ruleset).toBe("ww1907");
    expect(asked).toEqual(["a-test-map"]);
    const risk = await service.createGame({ scenario: "risk-v1", players: ["Alice", "Bob"] });
    expect(risk).toMatchObject({ ok: true, value: { ruleset: "risk-variant-one" } });
  });

  it("World War 1907's own pieces are its module's: another game's are an error, its book empty", async () => {
    const { service } = testService();
    const risk = await service.createGame({ scenario: "risk-v1", players: ["Alice", "Bob"] });
    if (!risk.ok) throw new Error(risk.error);
    const ww = ww1907Of(service);
    const notWw = `game "${risk.value.id}" is not a World War 1907 game`;
    expect(await ww.state(risk.value.id)).toEqual({ ok: false, error: notWw });
    expect(await ww.context(risk.value.id)).toEqual({ ok: false, error: notWw });
    expect(await ww.resolutionRecord(risk.value.id)).toEqual({ ok: false, error: notWw });
    expect(await ww.book(risk.value.id)).toEqual({ nations: [], ignored: [], notes: [] });
    expect(await ww.state("no-such-game")).toEqual({ ok: false, error: 'no game "no-such-game"' });
    expect(await service.exportScenario(risk.value.id)).toEqual({
      ok: false,
      error: "a Risk Variant One game cannot be written as a scenario file yet",
    });
  });
});
