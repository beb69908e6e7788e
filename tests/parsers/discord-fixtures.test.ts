import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseDiscordPayload } from "../../parsers/discord.ts";
import { parsedThreadSchema } from "../../parsers/post.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dir = path.join(repoRoot, "fixtures/discord");
const names = readdirSync(dir)
  .filter((file) => file.endsWith(".json") && !file.endsWith(".expected.json"))
  .map((file) => file.slice(0, -".json".length))
  .sort();

describe("Discord golden fixtures (fixtures/discord)", () => {
  it("has the fixtures the issue asks for", () => {
    expect(names).toEqual(
      expect.arrayContaining([
        "message-bold-orders",
        "gateway-create-then-edit",
        "gateway-quotes",
        "struck-old-orders",
        "spoilers-and-code",
        "emoji-non-latin",
      ]),
    );
  });

  it.each(names)("W32 W33 %s parses to its expected posts", (name) => {
    const payload: unknown = JSON.parse(readFileSync(path.join(dir, `${name}.json`), "utf8"));
    const expected = parsedThreadSchema.parse(
      JSON.parse(readFileSync(path.join(dir, `${name}.expected.json`), "utf8")),
    );
    expect(parseDiscordPayload(payload)).toEqual(expected);
  });
});
