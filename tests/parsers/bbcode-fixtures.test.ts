import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseBbcodeDocument } from "../../parsers/bbcode.ts";
import { parsedThreadSchema } from "../../parsers/post.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dir = path.join(repoRoot, "fixtures/bbcode");
const optionsSchema = z.record(
  z.string(),
  z.object({ author: z.string().optional(), postId: z.string().optional() }),
);
const options = optionsSchema.parse(JSON.parse(readFileSync(path.join(dir, "options.json"), "utf8")));
const names = readdirSync(dir)
  .filter((file) => file.endsWith(".bbcode"))
  .map((file) => file.slice(0, -".bbcode".length))
  .sort();

describe("BBCode golden fixtures (fixtures/bbcode)", () => {
  it("has the fixtures the issue asks for", () => {
    expect(names).toEqual(
      expect.arrayContaining([
        "bold-orders",
        "nested-quotes",
        "edited-by-author",
        "edited-by-moderator",
        "struck-old-orders",
        "spoilers-and-code",
        "emoji-non-latin",
      ]),
    );
  });

  it.each(names)("W32 W33 %s parses to its expected post", (name) => {
    const source = readFileSync(path.join(dir, `${name}.bbcode`), "utf8");
    const expected = parsedThreadSchema.parse(
      JSON.parse(readFileSync(path.join(dir, `${name}.expected.json`), "utf8")),
    );
    expect(parseBbcodeDocument(source, options[name] ?? {})).toEqual(expected);
  });
});
