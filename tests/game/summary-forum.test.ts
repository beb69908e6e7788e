import { describe, expect, it } from "vitest";
import { buildContext, type GameContext } from "../../src/game/ww1907/context.ts";
import { render } from "../../src/presenters/render.ts";
import { commitSeed } from "../../src/random/commitment.ts";
import { commandSchema } from "../../src/rulesets/ww1907/commands.ts";
import type { NationOrders } from "../../src/rulesets/ww1907/language/order-book.ts";
import { resolveWw1907Phase } from "../../src/rulesets/ww1907/resolve.ts";
import { loadScenario } from "../../src/rulesets/ww1907/scenario/load.ts";
import { nationPost, summaryDocument } from "../../src/rulesets/ww1907/views/summary.ts";
import { twoYearScript } from "../rulesets/ww1907/scenario/two-year-script.ts";

function context(): GameContext {
  const loaded = loadScenario("ww1907");
  if (!loaded.ok) throw new Error(loaded.error.map((p) => p.message).join("\n"));
  const ctx = buildContext({ scenario: loaded.value.scenario, map: loaded.value.map });
  if (!ctx.ok) throw new Error(ctx.error);
  return ctx.value;
}

/** The summary of the script's first phase, Russia's orders from post 4711 posted at 18:05 UTC on 1 December. */
function firstPhase(forum?: { platform?: string | null; url?: string | null; timezone?: string | null }) {
  const ctx = context();
  const phase = twoYearScript[0];
  if (!phase) throw new Error("no script");
  const result = resolveWw1907Phase(ctx.opening, ctx.graph, phase.orders, phase.seed);
  const orders = Object.entries(phase.orders).map(([nation, cmds]) => ({
    nation,
    commands: cmds.map((c) => commandSchema.parse(c)),
  }));
  const russia: NationOrders = {
    nation: "russia",
    postId: "4711",
    postedAt: "2026-12-01T18:05:00.000Z",
    lines: [],
    commands: orders.find((o) => o.nation === "russia")?.commands ?? [],
    pending: [],
    errors: [],
    choices: [],
  };
  return summaryDocument({
    ctx,
    before: ctx.opening,
    after: result.state,
    events: result.events,
    verdicts: result.verdicts,
    orders,
    book: { nations: [nationPost(russia, ctx.nameOf)] },
    seed: phase.seed,
    commitment: commitSeed(phase.seed),
    nextCommitment: "next",
    adjustments: ["GM: Athens now has 4 divisions — lost in the post"],
    ...(forum ? { forum } : {}),
  });
}

describe("a phase summary written for the game's forum (W33: which post is in force, and when)", () => {
  it("phpBB 3: links the post in force, shows its time in the forum's zone, and uses phpBB's own tags", () => {
    const doc = firstPhase({
      platform: "phpbb3",
      url: "https://forum.example/viewtopic.php?t=1907",
      timezone: "Europe/Berlin",
    });
    const out = render(doc, "bbcode");
    expect(out).toContain(
      "[b][u]Russian Empire (Osmano) — orders of [url=https://forum.example/viewtopic.php?p=4711#p4711]post 4711[/url] (1 Dec 2026, 19:05 CET)[/u][/b]",
    );
    expect(out).toContain("[size=150][b]World War 1907 — 1907, Deployment/Free Move phase[/b][/size]");
    expect(out).not.toMatch(/\[font=|\[s\]|\[hr\]/);
  });

  it("phpBB 2: the same summary in ASCII for its ISO-8859-1 pages", () => {
    const out = render(
      firstPhase({ platform: "phpbb2", url: "http://old.example/viewtopic.php?t=3", timezone: null }),
      "bbcode",
    );
    expect(out).toContain(
      "orders of [url=http://old.example/viewtopic.php?p=4711#4711]post 4711[/url] (1 Dec 2026, 18:05 UTC)",
    );
    expect(out).toContain("GM: Athens now has 4 divisions - lost in the post");
    expect(out).toMatch(/^[\n -~]*$/);
  });

  it("without a forum: the post and its time in UTC, no link, the common BBCode", () => {
    const doc = firstPhase();
    expect(doc.target).toBeUndefined();
    expect(render(doc, "text")).toContain(
      "Russian Empire (Osmano) — orders of post 4711 (1 Dec 2026, 18:05 UTC)",
    );
  });
});
