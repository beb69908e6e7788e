import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { andList, nameIdsIn, plural, verb } from "../../src/presenters/names.ts";

const names: Record<string, string> = { uk: "United Kingdom", "north-sea": "North Sea", athens: "Athens" };
const n = (id: string) => names[id] ?? id;

describe("names in sentences", () => {
  it("puts display names in place of whole ids only", () => {
    expect(nameIdsIn("athens fell to uk; the north-sea is clear", n)).toBe(
      "Athens fell to United Kingdom; the North Sea is clear",
    );
    expect(nameIdsIn("uk-north, ukraine, Athens, athens2", n)).toBe("uk-north, ukraine, Athens, athens2");
  });

  it("changes nothing in a text without ids", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(nameIdsIn(text, () => "X")).toBe(
          text.replace(/(?<![\p{L}\p{N}_-])[a-z][a-z0-9]*(?:-[a-z0-9]+)*(?![\p{L}\p{N}_-])/gu, "X"),
        );
        expect(nameIdsIn(text, (id) => id)).toBe(text);
      }),
    );
  });

  it("agrees counts", () => {
    expect(plural(1, "division")).toBe("1 division");
    expect(plural(0, "ship")).toBe("0 ships");
    expect(`${plural(2, "division")} ${verb(2, "occupies", "occupy")} it`).toBe("2 divisions occupy it");
    expect(andList([])).toBe("");
    expect(andList(["a"])).toBe("a");
    expect(andList(["a", "b"])).toBe("a and b");
    expect(andList(["a", "b", "c"])).toBe("a, b and c");
  });
});
