import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { supportTable } from "../../src/presenters/forum-bbcode.ts";

describe("src/presenters/README.md", () => {
  it("shows the table of stock BBCode per forum engine exactly as forum-bbcode.ts has it", () => {
    const readme = readFileSync(new URL("../../src/presenters/README.md", import.meta.url), "utf8");
    expect(readme).toContain(supportTable());
  });
});
