import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rulesetForRecord } from "../../src/game/rulesets.ts";
import { createWebApp, type WebApp } from "../../src/web/app.ts";
import { SECURITY_HEADERS } from "../../src/web/headers.ts";
import { post } from "../game/helpers.ts";
import { useTempDirs } from "../helpers/temp-dir.ts";
import { HOSTILE, playRisk, playWorldWar1907, SECRET_ORDER, webService } from "./web-games.ts";

/**
 * Issue #27, the live web page, through the app's own `request` (no network): the index, each game's page with its
 * map, roster, countdown and standings, the JSON, the phase permalinks with their history links, dice and record,
 * the guide and rules; hostile names escaped, the security headers on every answer, 404 outside the routes,
 * unlisted games, and no order of an open phase anywhere. Both games, on a SQLite file, then again after a restart.
 */
const tempDir = useTempDirs();

let dir: string;
let t: ReturnType<typeof webService>;
let web: WebApp;
let ww: string;
let risk: string;

const get = async (path: string) => {
  const res = await web.app.request(path);
  return { res, body: await res.text() };
};
const withoutSvg = (html: string) => html.replace(/<svg[\s\S]*?<\/svg>/g, "<svg/>");

beforeAll(async () => {
  dir = tempDir("web-routes");
  t = webService(join(dir, "games.db"));
  ww = await playWorldWar1907(t.service);
  risk = await playRisk(t.service, dir);
  web = createWebApp({ service: t.service });
});
afterAll(async () => {
  web.close();
  await t.store.close();
});

describe("#27 the index", () => {
  it("lists every listed game with its game's name, phase and deadline, linking to /games/<id> as `game list` prints it", async () => {
    const { res, body } = await get("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(body).toContain(`<a href="/games/${ww}">Europe &lt;b&gt;1907&lt;/b&gt;</a>`);
    expect(body).toContain(`<a href="/games/${risk}">Risk night</a>`);
    expect(body).toContain("<td>World War 1907</td>");
    expect(body).toContain("<td>Risk Variant One</td>");
    expect(body).toContain("the 1907 Attack phase");
    expect(body).toContain('data-deadline="2026-12-04T18:00:00.000Z"');
  });
});

describe("#27 a game's page", () => {
  it("World War 1907: the map is the same SVG as `picture --format svg`, with phase, waiting-for, countdown, roster, standings (pp, VP), summary and links", async () => {
    const { res, body } = await get(`/games/${ww}`);
    expect(res.status).toBe(200);
    const svg = await t.service.picture(ww, "svg");
    expect(svg.ok && body.includes(svg.value.toString("utf8"))).toBe(true);
    expect(body).toContain("the 1907 Attack phase");
    expect(body).toContain("Waiting for: Austria-Hungary, French Third Republic");
    expect(body).toMatch(/<time class="countdown" datetime="2026-12-04T18:00:00.000Z"/);
    // W20: Russia's order post is in, so the roster says so (only that it is in)
    expect(body).toMatch(
      /<td>Russian Empire<\/td><td>&lt;script&gt;alert\(1\)&lt;\/script&gt;<\/td>\s*<td class="in">orders in<\/td>/,
    );
    expect(body).toMatch(/<td>German Empire<\/td><td>Shrink<\/td>\s*<td class="waiting">no orders yet<\/td>/);
    expect(body).toContain("<th>pp</th><th>VP</th>");
    expect(body).toContain("Last resolved: the 1907 Deployment phase");
    expect(body).toContain("Russian Empire built 2 divisions in Moscow (2 pp).");
    for (const link of ["/guide", "/rules", ".json", "/phases/1", "/events"]) {
      expect(body).toContain(`/games/${ww}${link}`);
    }
  });

  it("Risk Variant One: the map, whose turn it is (V6), territories and income per player (V5), the last turn's summary", async () => {
    const { res, body } = await get(`/games/${risk}`);
    expect(res.status).toBe(200);
    const svg = await t.service.picture(risk, "svg");
    expect(svg.ok && body.includes(svg.value.toString("utf8"))).toBe(true);
    expect(body).toContain("<th>Territories</th><th>Income</th>");
    expect(body).toContain('class="to-act">to act</td>');
    expect(body).toContain("Waiting for: Alice (action, round 1).");
    expect(body).toContain("Last resolved: turn 1");
    expect(body).toContain("Peru falls.");
  });

  it("draws the map again when the state changes (a resolution), not for a post that changed nothing else", async () => {
    const other = webService(":memory:");
    const id = await playWorldWar1907(other.service);
    const app = createWebApp({ service: other.service });
    const svgNow = async () => {
      const svg = await other.service.picture(id, "svg");
      return svg.ok ? svg.value.toString("utf8") : "no picture";
    };
    try {
      const before = await (await app.app.request(`/games/${id}`)).text();
      expect(before).toContain(await svgNow());
      await other.service.ingest(id, "forum", [
        post("Shrink", ["Move 1 from Berlin to Hamburg"], { postedAt: "2026-12-02T18:00:00.000Z" }),
      ]);
      const afterPost = await (await app.app.request(`/games/${id}`)).text();
      expect(afterPost).toContain(await svgNow());
      expect(afterPost).not.toBe(before);
      expect((await other.service.resolve(id, { name: "GM" })).ok).toBe(true);
      const afterResolve = await (await app.app.request(`/games/${id}`)).text();
      expect(afterResolve).toContain(await svgNow());
      expect(afterResolve).toContain("1908");
    } finally {
      app.close();
      await other.store.close();
    }
  });

  it("escapes hostile names everywhere: page, title, map, phase page, JSON", async () => {
    for (const path of [
      "/",
      `/games/${ww}`,
      `/games/${risk}`,
      `/games/${risk}/phases/1`,
      `/games/${ww}/phases/1`,
    ]) {
      const { body } = await get(path);
      expect(body, path).not.toContain(HOSTILE);
      expect(body, path).not.toContain("<b>1907");
    }
    expect((await get(`/games/${risk}`)).body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    const json = await get(`/games/${risk}.json`);
    expect(json.res.headers.get("content-type")).toContain("application/json");
    expect(JSON.parse(json.body).roster.map((r: { name: string }) => r.name)).toContain(HOSTILE);
  });

  it("shows no order of the open phase before the deadline: page, JSON and the current map", async () => {
    expect((await t.service.ordersInForce(ww, "russia")).ok).toBe(true);
    for (const path of [`/games/${ww}`, `/games/${ww}.json`, "/"]) {
      expect((await get(path)).body, path).not.toMatch(SECRET_ORDER);
    }
    // the open phase has no permalink: it is not resolved
    expect((await get(`/games/${ww}/phases/2`)).res.status).toBe(404);
  });
});

describe("#27 the JSON", () => {
  it("is the game now in the shapes of `status --json` (Discord user ids left out), with the roster and the phases", async () => {
    const { res, body } = await get(`/games/${ww}.json`);
    expect(res.status).toBe(200);
    const json = JSON.parse(body);
    expect(json.format).toBe("adjutant/web-game/v1");
    expect(json.game).toEqual(
      (await t.service.info(ww)).ok && ((await t.service.info(ww)) as { value: unknown }).value,
    );
    const status = await t.service.statusJson(ww);
    expect(status.ok).toBe(true);
    if (status.ok) {
      const expected = JSON.parse(
        JSON.stringify(status.value).replace(/"discordUserId":"[^"]*"/g, '"discordUserId":null'),
      );
      expect(json.status).toEqual(expected);
    }
    expect(json.phases).toEqual([
      { seq: 1, title: "the 1907 Deployment phase", url: `/games/${ww}/phases/1` },
    ]);
    expect(json.roster.find((r: { name: string }) => r.name === "Russian Empire").ordersIn).toBe("in");
  });
});

describe("#27 phase permalinks", () => {
  it("World War 1907: the phase's map, what happened, the orders that were in force (W20), the seed and its commitment, the slider", async () => {
    const { res, body } = await get(`/games/${ww}/phases/1`);
    expect(res.status).toBe(200);
    expect(body).toContain("<svg");
    expect(body).toContain("<li>build 2 divisions in Moscow</li>");
    const phase = (await t.store.listPhases(ww))[0];
    expect(body).toContain(phase?.seed ?? "no seed");
    expect(body).toContain(phase?.seed_commitment ?? "no commitment");
    expect(body).toContain('<span class="first">⏮ first</span>');
    expect(body).toContain('<span class="latest">latest ⏭</span>');
  });

  it("Risk Variant One: every die of the turn (V7) with the revealed seed, and the record `adjutant verify` confirms", async () => {
    const { body } = await get(`/games/${risk}/phases/1`);
    expect(withoutSvg(body)).toMatch(
      /<section class="dice">[\s\S]*Brazil → Peru: 5 v 2\. Throw 1: [1-6 ]+ v [1-6 ]+/,
    );
    expect(body).toContain("<li>attack Peru from Brazil with 5, stop at 2</li>");
    const record = await get(`/games/${risk}/phases/1/record.json`);
    expect(record.res.status).toBe(200);
    const raw = JSON.parse(record.body);
    const report = (await rulesetForRecord(raw))?.engine.verifyRecord(raw);
    expect(report?.ok).toBe(true);
    expect(body).toContain(raw.seed);
  });

  it("the slider's links move through the history without JavaScript", async () => {
    // resolve World War 1907's Attack phase too: two phases, so phase 1 has next/latest and phase 2 first/previous
    const more = webService(":memory:");
    const id = await playWorldWar1907(more.service);
    expect((await more.service.resolve(id, { name: "GM" })).ok).toBe(true);
    const app = createWebApp({ service: more.service });
    try {
      const first = await (await app.app.request(`/games/${id}/phases/1`)).text();
      expect(first).toContain(`<a class="next" rel="next" href="/games/${id}/phases/2">`);
      expect(first).toContain(`<a class="latest" rel="latest" href="/games/${id}/phases/2">`);
      const second = await (await app.app.request(`/games/${id}/phases/2`)).text();
      expect(second).toContain(`<a class="first" rel="first" href="/games/${id}/phases/1">`);
      expect(second).toContain(`<a class="previous" rel="prev" href="/games/${id}/phases/1">`);
      // now resolved, the Attack phase's orders are shown, with the battle's dice (W14-W16) and its record
      expect(second).toMatch(SECRET_ORDER);
      expect(withoutSvg(second)).toMatch(
        /<section class="dice">[\s\S]*Budapest → Transylvania: 2 v 3\. Throw 1: [1-6 ]+ v [1-6 ]+/,
      );
      const raw = JSON.parse(await (await app.app.request(`/games/${id}/phases/2/record.json`)).text());
      expect((await rulesetForRecord(raw))?.engine.verifyRecord(raw).ok).toBe(true);
    } finally {
      app.close();
      await more.store.close();
    }
  });
});

describe("#27 headers, guide, rules and 404", () => {
  it("every answer carries the content security policy (scripts only from self), no-referrer and nosniff, a 404 too", async () => {
    for (const path of ["/", `/games/${ww}`, `/games/${ww}.json`, "/static/page.js", "/nothing-here"]) {
      const { res } = await get(path);
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(res.headers.get(name), `${path} ${name}`).toBe(value);
    }
    expect(SECURITY_HEADERS["content-security-policy"]).toContain("script-src 'self'");
    expect(SECURITY_HEADERS["referrer-policy"]).toBe("no-referrer");
    expect(SECURITY_HEADERS["x-content-type-options"]).toBe("nosniff");
  });

  it("serves nothing outside its routes", async () => {
    for (const path of [
      "/nothing",
      "/games",
      "/games/no-such-game",
      `/games/${ww}/phases/99`,
      `/games/${ww}/phases/x`,
      `/games/${ww}/anything`,
      "/static/other.js",
      "/../package.json",
      "/.env",
    ]) {
      expect((await get(path)).res.status, path).toBe(404);
    }
    expect((await web.app.request("/", { method: "POST" })).status).toBe(404);
  });

  it("an error on a page is a plain 500 for the visitor, and is told to the server's owner", async () => {
    const seen: string[] = [];
    const broken = webService(":memory:");
    const id = await playWorldWar1907(broken.service);
    const app = createWebApp({ service: broken.service, onError: (_e, path) => seen.push(path) });
    await broken.store.close();
    try {
      const res = await app.app.request(`/games/${id}`);
      expect(res.status).toBe(500);
      expect(await res.text()).toBe("Something went wrong on this page.");
      expect(res.headers.get("content-security-policy")).toBe(SECURITY_HEADERS["content-security-policy"]);
      expect(seen).toEqual([`/games/${id}`]);
    } finally {
      app.close();
    }
  });

  it("the order guide and the rules of each game", async () => {
    const guide = await get(`/games/${ww}/guide`);
    expect(guide.res.status).toBe(200);
    expect(guide.body).toContain("Build");
    const rules = await get(`/games/${risk}/rules`);
    expect(rules.res.status).toBe(200);
    expect(rules.body).toContain("V7");
    const script = await get("/static/page.js");
    expect(script.res.headers.get("content-type")).toContain("text/javascript");
  });
});

describe("#27 unlisted games", () => {
  it("an unlisted game is off the index and not found by its id, only by its long random link", async () => {
    const other = webService(":memory:");
    const id = await playWorldWar1907(other.service);
    const token = "a".repeat(8) + "Zx_9-".repeat(6);
    expect((await other.service.setUnlisted(id, token)).ok).toBe(true);
    const app = createWebApp({ service: other.service });
    try {
      expect(await (await app.app.request("/")).text()).not.toContain(id);
      expect((await app.app.request(`/games/${id}`)).status).toBe(404);
      expect((await app.app.request(`/games/${id}.json`)).status).toBe(404);
      const page = await app.app.request(`/games/${token}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`/games/${token}/events`);
      expect((await app.app.request(`/games/${token}/phases/1`)).status).toBe(200);
      expect((await other.service.setUnlisted(id, "short")).ok).toBe(false);
    } finally {
      app.close();
      await other.store.close();
    }
  });
});

describe("#27 with #28's orders-visibility", () => {
  it("counts: the page says how many have orders in and marks no seat; hidden: nothing until the deadline", async () => {
    const other = webService(":memory:");
    const id = await playWorldWar1907(other.service);
    const app = createWebApp({ service: other.service });
    try {
      expect((await other.service.setSetting(id, "orders-visibility", "counts")).ok).toBe(true);
      const counts = withoutSvg(await (await app.app.request(`/games/${id}`)).text());
      expect(counts).toMatch(/<p class="waiting">\d+ of 8 have orders in\.<\/p>/);
      expect(counts).not.toContain("Waiting for:");
      expect(counts).not.toContain('class="in"');
      expect(counts).not.toContain('class="waiting">no orders yet');
      // hidden until the deadline: one still ahead (after it, the names show as under `names`)
      expect((await other.service.setDeadline(id, "2099-01-01T00:00:00.000Z")).ok).toBe(true);
      expect((await other.service.setSetting(id, "orders-visibility", "hidden")).ok).toBe(true);
      const hidden = withoutSvg(await (await app.app.request(`/games/${id}`)).text());
      expect(hidden).toContain('<p class="waiting">Who has ordered is hidden until the deadline.</p>');
      expect(hidden).not.toMatch(/have orders in/);
      const json = (await (await app.app.request(`/games/${id}.json`)).json()) as { waitingFor: unknown };
      expect(json.waitingFor).toEqual([]);
    } finally {
      app.close();
      await other.store.close();
    }
  });
});

describe("#27 after a restart", () => {
  it("a fresh service on the reopened SQLite file serves the same pages", async () => {
    const before: (readonly [string, string])[] = [];
    for (const p of [
      `/games/${ww}`,
      `/games/${risk}`,
      `/games/${ww}/phases/1`,
      `/games/${risk}/phases/1`,
      `/games/${risk}.json`,
    ]) {
      before.push([p, (await get(p)).body] as const);
    }
    const again = webService(join(dir, "games.db"));
    const app = createWebApp({ service: again.service });
    try {
      for (const [path, body] of before) {
        expect(await (await app.app.request(path)).text(), path).toBe(body);
      }
    } finally {
      app.close();
      await again.store.close();
    }
  });
});
