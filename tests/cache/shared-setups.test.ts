import { afterEach, describe, expect, it } from "vitest";
import { forgetSharedSetups, SETUPS_IN_MEMORY, sharedSetup } from "../../src/cache/shared-setups.ts";

/** The process's parsed game setups, shared by every game whose stored setup is the same text (issue #26). */

afterEach(() => forgetSharedSetups());

describe("the process's shared setups", () => {
  it("parse a setup text once: the same digest gives the same value, without parsing again", () => {
    let parses = 0;
    const parse = () => {
      parses++;
      return { map: { provinces: ["moscow"] } };
    };
    const one = sharedSetup("digest-a", parse);
    expect(sharedSetup("digest-a", parse)).toBe(one);
    expect(parses).toBe(1);
    expect(sharedSetup("digest-b", parse)).not.toBe(one);
    expect(parses).toBe(2);
  });

  it("are frozen in the tests, deeply: a use case that changed one fails here instead of changing every game of it", () => {
    const value = sharedSetup("digest-a", () => ({ map: { provinces: [{ id: "moscow" }] } })) as {
      map: { provinces: { id: string }[] };
    };
    expect(() => value.map.provinces.push({ id: "warsaw" })).toThrow(TypeError);
    expect(() => {
      (value.map.provinces[0] as { id: string }).id = "kiev";
    }).toThrow(TypeError);
  });

  it("keep no setup that does not parse: the next read tries again", () => {
    expect(() =>
      sharedSetup("digest-a", () => {
        throw new Error("stored JSON cannot be read");
      }),
    ).toThrow(/cannot be read/);
    expect(sharedSetup("digest-a", () => ({ fine: true }))).toEqual({ fine: true });
  });

  it(`keep the ${SETUPS_IN_MEMORY} most recently used, and are forgotten as a new process starts`, () => {
    let parses = 0;
    const parse = () => ({ n: ++parses });
    for (let i = 0; i <= SETUPS_IN_MEMORY; i++) sharedSetup(`digest-${i}`, parse);
    expect(parses).toBe(SETUPS_IN_MEMORY + 1);
    sharedSetup(`digest-${SETUPS_IN_MEMORY}`, parse);
    expect(parses).toBe(SETUPS_IN_MEMORY + 1);
    // the least recently used went out
    sharedSetup("digest-0", parse);
    expect(parses).toBe(SETUPS_IN_MEMORY + 2);
    forgetSharedSetups();
    sharedSetup("digest-0", parse);
    expect(parses).toBe(SETUPS_IN_MEMORY + 3);
  });
});
