import { describe, expect, it } from "vitest";
import { receiptEmbeds } from "../../src/bot/embeds.ts";
import { ConfigError, loadEnv } from "../../src/config/env.ts";
import { GameService } from "../../src/game/game-service.ts";
import { render } from "../../src/presenters/render.ts";
import { openDatabase } from "../../src/storage/database.ts";
import { GameStore } from "../../src/storage/game-store.ts";
import { post } from "../game/helpers.ts";

/**
 * Issue #27: with WEB_PUBLIC_URL configured, receipts, phase summaries and the status (Discord's `/status`, the
 * console's, the CLI's) link to the game's live page (an unlisted game's by its token); without it, nothing changes.
 * WEB_PORT, WEB_HOST and WEB_PUBLIC_URL are validated at start-up.
 */
async function linkedService(publicUrl: string | undefined) {
  const store = new GameStore(openDatabase(":memory:"));
  const service = new GameService({
    store,
    now: () => new Date("2026-12-02T18:00:00.000Z"),
    newSecret: () => "links-test-secret-0123456789",
    publicUrl,
  });
  const created = await service.createGame({ scenario: "ww1907" });
  if (!created.ok) throw new Error(created.error);
  return { service, store, id: created.value.id };
}

const order = () => post("Osmano", ["Build 2 divisions in Moscow"], { postedAt: "2026-12-02T18:00:00.000Z" });

describe("#27 links to the game's page", () => {
  it("a receipt (forum BBCode, Discord's embed title), the status and the phase summary link to /games/<id>", async () => {
    const { service, store, id } = await linkedService("https://games.example.org/");
    const url = `https://games.example.org/games/${id}`;
    const [result] = await service.ingest(id, "forum", [order()]);
    expect(result?.kind).toBe("orders");
    if (result?.kind !== "orders") return;
    expect(render(result.receipt.document, "bbcode")).toContain(`[url=${url}]The game's live page[/url]`);
    expect(receiptEmbeds(result.receipt)[0]?.url).toBe(url);
    const status = await service.status(id);
    expect(status.ok && render(status.value, "markdown")).toContain(`[The game's live page](<${url}>)`);
    const resolved = await service.resolve(id, { name: "GM" });
    expect(resolved.ok && render(resolved.value.summary, "text")).toContain(`The game's live page <${url}>`);
    await store.close();
  });

  it("an unlisted game's links carry its token, never its id", async () => {
    const { service, store, id } = await linkedService("https://games.example.org");
    const token = "t0ken-".repeat(5);
    expect((await service.setUnlisted(id, token)).ok).toBe(true);
    const status = await service.status(id);
    const text = status.ok ? render(status.value, "text") : "";
    expect(text).toContain(`https://games.example.org/games/${token}`);
    expect(text).not.toContain(`/games/${id}`);
    await store.close();
  });

  it("without WEB_PUBLIC_URL, no link anywhere", async () => {
    const { service, store, id } = await linkedService(undefined);
    const [result] = await service.ingest(id, "forum", [order()]);
    expect(result?.kind === "orders" && render(result.receipt.document, "text")).not.toContain("live page");
    expect(result?.kind === "orders" && receiptEmbeds(result.receipt)[0]?.url).toBeUndefined();
    const status = await service.status(id);
    expect(status.ok && render(status.value, "text")).not.toContain("live page");
    await store.close();
  });
});

describe("#27 the web settings at start-up", () => {
  it("WEB_PORT, WEB_HOST and WEB_PUBLIC_URL are read, with 127.0.0.1 by default", () => {
    const env = loadEnv({ WEB_PORT: "8080", WEB_PUBLIC_URL: "https://games.example.org" });
    expect(env.WEB_PORT).toBe(8080);
    expect(env.WEB_HOST).toBe("127.0.0.1");
    expect(env.WEB_PUBLIC_URL).toBe("https://games.example.org");
    expect(loadEnv({}).WEB_PORT).toBeUndefined();
  });

  it.each([
    [{ WEB_PORT: "eighty" }, "WEB_PORT: WEB_PORT is a port number, from 0 to 65535"],
    [{ WEB_PORT: "70000" }, "WEB_PORT: WEB_PORT is a port number, from 0 to 65535"],
    [
      { WEB_PUBLIC_URL: "ftp://games.example.org" },
      "WEB_PUBLIC_URL: WEB_PUBLIC_URL must be an http:// or https:// URL",
    ],
  ])("refuses %j with a line naming the variable", (source, line) => {
    let problems: string[] = [];
    try {
      loadEnv(source);
    } catch (e) {
      if (e instanceof ConfigError) problems = e.problems;
    }
    expect(problems).toEqual([line]);
  });
});
