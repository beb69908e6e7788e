import { describe, expect, it } from "vitest";
import { onFirstUse } from "../../src/modules/on-first-use.ts";

describe("a module imported on first use (onFirstUse)", () => {
  it("is loaded once, however many calls ask for it, and each call gets the same module", async () => {
    let loads = 0;
    const load = onFirstUse(async () => {
      loads++;
      return { answer: 42 };
    });
    const [a, b] = await Promise.all([load(), load()]);
    const c = await load();
    expect(loads).toBe(1);
    expect(a).toBe(b);
    expect(c).toBe(a);
  });

  it("is not loaded until first asked for", () => {
    let loads = 0;
    onFirstUse(async () => {
      loads++;
      return {};
    });
    expect(loads).toBe(0);
  });

  it("is tried again after an import that failed, and the failure reaches the caller", async () => {
    let loads = 0;
    const load = onFirstUse(async () => {
      loads++;
      if (loads === 1) throw new Error("cannot read module");
      return { loads };
    });
    await expect(load()).rejects.toThrow("cannot read module");
    expect(await load()).toEqual({ loads: 2 });
    expect(loads).toBe(2);
  });
});
