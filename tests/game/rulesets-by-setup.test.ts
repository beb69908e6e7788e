import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../src/core/ruleset.ts";
import { rulesetOfSetup } from "../../src/game/generic-play/rulesets-by-setup.ts";
import { err, ok, type Result } from "../../src/result.ts";

/** A ruleset's rules for a game, shared by the games of one stored setup (issue #26). */

type AnyRuleset = Ruleset<unknown, unknown, unknown, unknown>;
const ruleset = (name: string) => ({ name }) as unknown as AnyRuleset;
const value = (r: Result<AnyRuleset, string>) => (r.ok ? r.value : undefined);

describe("a ruleset's rules for a game's fixed part", () => {
  it("are made once per fixed part and ruleset: the games of one setup share them, another setup or ruleset has its own", () => {
    const rules = ruleset("ww1907");
    const other = ruleset("risk");
    const fixed = { map: "europe" };
    let made = 0;
    const make = () => {
      made++;
      return ok(ruleset(`game ${made}`));
    };
    const first = value(rulesetOfSetup(rules, fixed, make));
    expect(first).toEqual({ name: "game 1" });
    expect(value(rulesetOfSetup(rules, fixed, make))).toBe(first);
    expect(made).toBe(1);
    rulesetOfSetup(rules, { map: "europe" }, make);
    rulesetOfSetup(other, fixed, make);
    expect(made).toBe(3);
  });

  it("are not kept when they cannot be made (a damaged setup is read, and refused, again), nor for a fixed part that is no object", () => {
    const rules = ruleset("ww1907");
    const fixed = { map: "damaged" };
    let made = 0;
    const refuse = () => {
      made++;
      return err("not a World War 1907 set-up");
    };
    expect(rulesetOfSetup(rules, fixed, refuse).ok).toBe(false);
    expect(rulesetOfSetup(rules, fixed, refuse).ok).toBe(false);
    expect(made).toBe(2);
    const plain = () => {
      made++;
      return ok(ruleset("plain"));
    };
    rulesetOfSetup(rules, "text", plain);
    rulesetOfSetup(rules, "text", plain);
    expect(made).toBe(4);
  });
});
