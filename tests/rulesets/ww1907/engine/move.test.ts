import { describe, expect, it } from "vitest";
import { applyCommands } from "../../../../src/rulesets/ww1907/apply.ts";
import { makeState, miniMap } from "./helpers/fixtures.ts";
import { judge, last } from "./helpers/judge.ts";

const map = miniMap();

describe("free moves", () => {
  const base = () =>
    makeState(map, {
      provinces: {
        paris: { divisions: 3 },
        brest: { divisions: 1 },
        berlin: { divisions: 2 },
        alsace: { divisions: 1 },
      },
      relations: [
        ["france", "austria", "war"],
        ["france", "germany", "alliance"],
      ],
    });

  it("W8 divisions move to an adjacent owned province", () => {
    const out = applyCommands(base(), map, "france", [
      { kind: "move", from: "paris", to: "brest", count: 2 },
    ]);
    expect(out.verdicts[0]).toMatchObject({ accepted: true, code: "ok/move", rule: "W8" });
    expect(out.state.provinces.paris?.divisions).toBe(1);
    expect(out.state.provinces.brest?.divisions).toBe(3);
  });

  it("W8 ferries count as adjacency; other non-neighbours are rejected", () => {
    const state = makeState(map, {
      provinces: { london: { divisions: 2 } },
      relations: [["uk", "france", "alliance"]],
    });
    expect(last(state, map, "uk", [{ kind: "move", from: "london", to: "brest", count: 1 }]).accepted).toBe(
      true,
    );
    const v = last(state, map, "uk", [{ kind: "move", from: "london", to: "paris", count: 1 }]);
    expect(v).toMatchObject({ accepted: false, code: "rule/not-adjacent", rule: "W8" });
    expect(v.message).toBe("W8: Paris is not adjacent to London; a free move goes one province");
  });

  it("W8 a division that moved cannot move again this phase", () => {
    const v = judge(base(), map, "france", [
      { kind: "move", from: "brest", to: "paris", count: 1 },
      { kind: "move", from: "paris", to: "brest", count: 4 },
      { kind: "move", from: "paris", to: "brest", count: 3 },
    ]);
    expect(v[0]?.accepted).toBe(true);
    expect(v[1]).toMatchObject({ accepted: false, code: "rule/already-moved", rule: "W8" });
    expect(v[1]?.message).toBe(
      "W8: 1 of your 4 divisions in Paris already moved this phase; 3 can still move, not 4",
    );
    expect(v[2]?.accepted).toBe(true);
  });

  it("W8 too few divisions names the count", () => {
    const v = last(base(), map, "france", [{ kind: "move", from: "paris", to: "brest", count: 5 }]);
    expect(v).toMatchObject({ accepted: false, code: "rule/too-few-divisions" });
    expect(v.message).toBe("W8: Paris has 3 divisions of yours; this move needs 5");
  });

  it("W8 ruling: entering enemy land is an attack, ordered in the Attack phase", () => {
    const state = makeState(map, {
      provinces: { berlin: { divisions: 2 } },
      relations: [["germany", "austria", "war"]],
      nations: { austria: { name: "Austria-Hungary" } },
    });
    const v = last(state, map, "germany", [{ kind: "move", from: "berlin", to: "vienna", count: 1 }]);
    expect(v).toMatchObject({ accepted: false, code: "rule/move-into-enemy", rule: "W8" });
    expect(v.message).toBe(
      "W8: Vienna belongs to Austria-Hungary, at war with you: entering it is an attack, order it in the Attack phase",
    );
  });

  it("W8 ruling: neutral land and land of a nation at peace cannot be entered by a free move", () => {
    const state = makeState(map, { provinces: { paris: { divisions: 2 } } });
    const neutral = last(state, map, "france", [{ kind: "move", from: "paris", to: "belgium", count: 1 }]);
    expect(neutral).toMatchObject({ accepted: false, code: "rule/move-into-neutral", rule: "W8" });
    const peace = last(state, map, "france", [{ kind: "move", from: "paris", to: "alsace", count: 1 }]);
    expect(peace).toMatchObject({ accepted: false, code: "rule/move-into-peace", rule: "W8" });
    const lax = makeState(map, {
      provinces: { paris: { divisions: 2 } },
      rulings: { freeMoveInto: "owned-allied-or-neutral" },
    });
    const taken = applyCommands(lax, map, "france", [
      { kind: "move", from: "paris", to: "belgium", count: 1 },
    ]);
    expect(taken.verdicts[0]?.accepted).toBe(true);
    expect(taken.state.provinces.belgium).toMatchObject({ owner: "france", divisions: 1 });
    const garrisoned = makeState(map, {
      provinces: { paris: { divisions: 2 }, belgium: { divisions: 1 } },
      rulings: { freeMoveInto: "owned-allied-or-neutral" },
    });
    expect(
      last(garrisoned, map, "france", [{ kind: "move", from: "paris", to: "belgium", count: 1 }]).code,
    ).toBe("rule/move-into-neutral");
  });

  it("W8 ruling: allied land may be entered; the divisions stay the mover's and may leave next phase", () => {
    const out = applyCommands(base(), map, "france", [
      { kind: "move", from: "paris", to: "alsace", count: 2 },
      { kind: "move", from: "alsace", to: "berlin", count: 1 },
    ]);
    expect(out.verdicts[0]?.accepted).toBe(true);
    expect(out.verdicts[1]?.code).toBe("rule/already-moved");
    expect(out.state.provinces.alsace).toMatchObject({
      owner: "germany",
      divisions: 1,
      guests: { france: 2 },
    });
    const next = last(out.state, map, "france", [{ kind: "move", from: "alsace", to: "paris", count: 2 }]);
    expect(next.accepted).toBe(true);
  });

  it("W8 free moves only in the Deployment phase", () => {
    const v = last(
      makeState(map, { phase: "attack", provinces: { paris: { divisions: 2 } } }),
      map,
      "france",
      [{ kind: "move", from: "paris", to: "brest", count: 1 }],
    );
    expect(v).toMatchObject({ accepted: false, code: "rule/wrong-phase", rule: "W8" });
  });

  it("W8 moving from a province with none of your divisions is rejected", () => {
    const v = last(base(), map, "france", [{ kind: "move", from: "berlin", to: "alsace", count: 1 }]);
    expect(v).toMatchObject({ accepted: false, code: "rule/not-your-province" });
  });

  it("W18 a conquered province keeps one division; a starting province may be left empty", () => {
    const state = makeState(map, {
      provinces: { alsace: { divisions: 2 }, paris: { divisions: 2 } },
      conquered: { alsace: "france" },
    });
    const v = judge(state, map, "france", [
      { kind: "move", from: "alsace", to: "paris", count: 2 },
      { kind: "move", from: "alsace", to: "paris", count: 1 },
      { kind: "move", from: "paris", to: "brest", count: 2 },
    ]);
    expect(v[0]).toMatchObject({ accepted: false, code: "rule/garrison", rule: "W18" });
    expect(v[0]?.message).toBe(
      "W18: Alsace was conquered and must keep at least 1 division; at most 1 can leave",
    );
    expect(v[1]?.accepted).toBe(true);
    expect(v[2]?.accepted).toBe(true);
  });
});
