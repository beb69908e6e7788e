import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { gameEndingSchema } from "../../src/game/results/game-ending.ts";
import { ordersInSchema } from "../../src/game/types.ts";
import { useCli } from "../helpers/cli.ts";

/** `status --json` and `report --json`: a stable shape, pinned by strict schemas, every field named in the help. */
const cli = useCli();
let dir: string;
const saved = process.env.DATABASE_FILE;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "adjutant-json-"));
  process.env.DATABASE_FILE = join(dir, "games.db");
});
afterAll(() => {
  if (saved === undefined) delete process.env.DATABASE_FILE;
  else process.env.DATABASE_FILE = saved;
  rmSync(dir, { recursive: true, force: true });
});

const nullable = <T extends z.ZodType>(t: T) => t.nullable();
const game = z.strictObject({
  id: z.string(),
  name: z.string(),
  year: z.number().int(),
  phase: z.enum(["deployment", "attack"]),
  deadline: nullable(z.string()),
  commitment: nullable(z.string()),
});
const nationStatus = z.strictObject({
  id: z.string(),
  name: z.string(),
  player: nullable(z.string()),
  discordUserId: nullable(z.string()),
  treasury: z.number(),
  owed: z.number(),
  vp: z.number().int(),
  np: z.number().int(),
  divisions: z.number().int(),
  provinces: z.array(z.strictObject({ id: z.string(), name: z.string(), divisions: z.number().int() })),
  supplyGroups: z.array(
    z.strictObject({
      spendable: z.number(),
      production: z.number(),
      main: z.boolean(),
      provinces: z.array(z.string()),
    }),
  ),
  fleets: z.array(
    z.strictObject({
      at: z.string(),
      atName: z.string(),
      ships: z.number().int(),
      divisions: z.number().int(),
      built: z.boolean(),
    }),
  ),
  commanders: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      title: z.string(),
      at: nullable(z.string()),
      atName: nullable(z.string()),
    }),
  ),
  relations: z.array(
    z.strictObject({ nation: z.string(), name: z.string(), relation: z.enum(["alliance", "peace", "war"]) }),
  ),
});
const status = z.strictObject({
  game,
  nations: z.array(nationStatus),
  // issue #28: who has ordered, and how the game ended (null while it goes on)
  ordersIn: ordersInSchema,
  ended: gameEndingSchema.nullable(),
  // issue #28: who is on vacation, which seats are in civil disorder (offered) and their claims; public
  absence: z.strictObject({
    vacationDays: z.number().int(),
    civilDisorderAfter: z.number().int(),
    vacations: z.array(
      z.strictObject({ seat: z.string(), name: z.string(), until: z.string(), reason: z.string() }),
    ),
    civilDisorder: z.array(
      z.strictObject({
        seat: z.string(),
        name: z.string(),
        since: z.string(),
        why: z.string(),
        returnRefused: z.boolean(),
        claims: z.array(
          z.strictObject({
            claimant: nullable(z.string()),
            via: z.enum(["forum", "discord"]),
            at: z.string(),
          }),
        ),
      }),
    ),
  }),
});
const report = z.strictObject({
  game,
  nations: z.array(
    z.strictObject({
      nation: z.string(),
      name: z.string(),
      player: nullable(z.string()),
      postInForce: nullable(
        z.strictObject({ postId: z.string(), postedAt: nullable(z.string()), receiptId: z.string() }),
      ),
      lines: z.array(
        z.strictObject({
          text: z.string(),
          outcome: z.enum(["accepted", "rejected", "unreadable", "ambiguous", "ignored"]),
          canonical: nullable(z.string()),
          message: z.string(),
          rule: nullable(z.string()),
          suggestions: z.array(z.string()),
          readings: z.array(z.string()),
        }),
      ),
      ignored: z.array(z.strictObject({ postId: z.string(), reason: z.string() })),
      ignoredCount: z.number().int(),
      notes: z.array(z.strictObject({ postId: z.string(), note: z.string() })),
      notesCount: z.number().int(),
    }),
  ),
  otherPosts: z.array(z.strictObject({ postId: z.string(), author: z.string(), reason: z.string() })),
  otherPostsCount: z.number().int(),
  earlierPosts: z.number().int(),
  forumWarnings: z.array(z.string()),
});

/** Every key of a JSON value, at any depth. */
function keys(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keys(v, out);
  else if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keys(v, out);
    }
  }
  return out;
}

async function json(...args: string[]): Promise<unknown> {
  cli.reset();
  expect(await cli.run(...args)).toBe(0);
  return JSON.parse(cli.stdout);
}

async function help(command: string): Promise<string> {
  cli.reset();
  await cli.run(command, "--help");
  return cli.stdout;
}

describe("status --json and report --json", () => {
  it("W4 status --json gives every nation's standing in the documented shape", async () => {
    expect(await cli.run("game", "new", "--scenario", "ww1907")).toBe(0);
    const all = status.parse(await json("status", "--json"));
    expect(all.nations).toHaveLength(8);
    const russia = all.nations.find((n) => n.id === "russia");
    expect(russia).toMatchObject({ name: "Russian Empire", player: "Osmano" });
    expect(russia?.provinces).toContainEqual(expect.objectContaining({ id: "moscow", name: "Moscow" }));
    expect(russia?.relations).toContainEqual(
      expect.objectContaining({ nation: "germany", name: "German Empire" }),
    );
    const one = status.parse(await json("status", "UK", "--json"));
    expect(one.nations.map((n) => n.name)).toEqual(["United Kingdom"]);
  });

  it("W33 report --json gives the post in force, its lines with outcome, canonical, message and rule, and ignored posts", async () => {
    cli.reset();
    expect(await cli.run("post", "Osmano", "**Build 2 in Moscow**", "--id", "a1")).toBe(0);
    expect(
      await cli.run("post", "Osmano", "**Build 2 in Moscow; Move 9 from Warsaw to Vienna**", "--id", "a2"),
    ).toBe(0);
    expect(await cli.run("post", "Lurker", "**Build 2 in Paris**", "--id", "a3")).toBe(0);
    const data = report.parse(await json("report", "--json"));
    const russia = data.nations.find((n) => n.nation === "russia");
    expect(russia?.postInForce).toMatchObject({ postId: "a2", receiptId: expect.stringMatching(/^R-/) });
    expect(russia?.lines).toEqual([
      expect.objectContaining({ outcome: "accepted", canonical: "build 2 divisions in Moscow", rule: "W7" }),
      expect.objectContaining({ outcome: "rejected", canonical: "move 9 from Warsaw to Vienna", rule: "W8" }),
    ]);
    expect(data.otherPosts).toContainEqual(expect.objectContaining({ postId: "a3", author: "Lurker" }));
    expect(data.nations.find((n) => n.nation === "germany")?.postInForce).toBeNull();
  });

  it("W33 after a resolution the posts of the phase before are counted in earlierPosts, not listed", async () => {
    cli.reset();
    expect(await cli.run("resolve", "--yes")).toBe(0);
    const data = report.parse(await json("report", "--json"));
    expect(data.earlierPosts).toBe(3);
    expect(data.otherPosts).toEqual([]);
    expect(data.nations.find((n) => n.nation === "russia")?.postInForce).toBeNull();
  });

  it("each command's help names every field its JSON has", async () => {
    const statusHelp = await help("status");
    for (const k of keys(await json("status", "russia", "--json"))) expect(statusHelp).toContain(k);
    const reportHelp = await help("report");
    for (const k of keys(await json("report", "--json"))) expect(reportHelp).toContain(k);
  });

  it("Absent and returning players: status --json shows vacations, civil disorder and claims (never a Discord user id), whatever orders-visibility says, in the documented shape", async () => {
    cli.reset();
    expect(await cli.run("game", "set", "orders-visibility", "hidden")).toBe(0);
    expect(await cli.run("vacation", "Osmano", "--days", "3", "--reason", "a wedding")).toBe(0);
    expect(await cli.run("boot", "Germany", "--reason", "no word for a month")).toBe(0);
    expect(await cli.run("claim", "Germany", "Otto")).toBe(0);
    expect(await cli.run("claim", "Germany", "123456789012345678", "--discord")).toBe(0);
    const out = await json("status", "--json");
    const data = status.parse(out);
    expect(data.absence).toMatchObject({
      vacationDays: 10,
      civilDisorderAfter: 2,
      vacations: [{ seat: "russia", name: "Russian Empire", until: expect.any(String), reason: "a wedding" }],
      civilDisorder: [
        {
          seat: "germany",
          name: "German Empire",
          why: expect.stringContaining("no word for a month"),
          returnRefused: false,
          claims: [
            { claimant: "Otto", via: "forum", at: expect.any(String) },
            { claimant: null, via: "discord", at: expect.any(String) },
          ],
        },
      ],
    });
    expect(JSON.stringify(out)).not.toContain("123456789012345678");
    const statusHelp = await help("status");
    for (const k of keys(data.absence)) expect(statusHelp).toContain(k);
    // and after a restart (a fresh process reads the same database): the same
    expect(status.parse(await json("status", "--json")).absence).toEqual(data.absence);
  });

  it("W33 report --json lists each list's latest 10 posts with a count of them all, and --all lists every one (issue #26)", async () => {
    cli.reset();
    for (let n = 1; n <= 12; n++) {
      expect(await cli.run("post", "Lurker", `**Build ${n} in Paris**`, "--id", `l${n}`)).toBe(0);
      expect(await cli.run("post", "Osmano", `**Build 1 in Moscow** (${n})`, "--id", `o${n}`)).toBe(0);
    }
    const latest = report.parse(await json("report", "--json"));
    const every = report.parse(await json("report", "--json", "--all"));
    expect(latest.otherPostsCount).toBe(12);
    expect(latest.otherPosts.map((p) => p.postId)).toEqual([
      "l3",
      "l4",
      "l5",
      "l6",
      "l7",
      "l8",
      "l9",
      "l10",
      "l11",
      "l12",
    ]);
    expect(every.otherPostsCount).toBe(12);
    expect(every.otherPosts.map((p) => p.postId)).toEqual(Array.from({ length: 12 }, (_, n) => `l${n + 1}`));
    // Russia's posts replaced by a later one (W33): the latest 10 of every one, in the same order
    const russia = (r: z.infer<typeof report>) => r.nations.find((n) => n.nation === "russia");
    const all = russia(every)?.ignored ?? [];
    expect(all.map((p) => p.postId)).toEqual(expect.arrayContaining(["o1", "o2", "o11"]));
    expect(russia(every)?.ignoredCount).toBe(all.length);
    expect(russia(latest)?.ignoredCount).toBe(all.length);
    expect(russia(latest)?.ignored).toEqual(all.slice(-10));
    expect(russia(latest)?.postInForce?.postId).toBe("o12");
  });

  it("an unknown nation is refused with a suggestion, exit 1", async () => {
    cli.reset();
    expect(await cli.run("status", "Frnace", "--json")).toBe(1);
    expect(cli.stderr).toContain('no nation "Frnace" in this game: did you mean France?');
  });
});
