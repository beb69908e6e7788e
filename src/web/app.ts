import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { GameService } from "../game/game-service.ts";
import { GameKeys } from "./game-key.ts";
import { gamePage } from "./game-page.ts";
import { type GameView, gameView } from "./game-view.ts";
import { GameWatch, type WatchedChange } from "./game-watch.ts";
import { guidePage, rulesPage, rulesText } from "./guide-page.ts";
import { securityHeaders } from "./headers.ts";
import { type IndexLine, indexPage } from "./index-page.ts";
import type { Html } from "./layout.ts";
import { PageCache } from "./page-cache.ts";
import { phasePage } from "./phase-page.ts";
import { PAGE_SCRIPT, PAGE_STYLE } from "./static-files.ts";

/** What the web app needs: the game service, and how often it polls for another process's changes. */
export interface WebAppOptions {
  service: GameService;
  /** How often an open event stream's game is checked for changes made by another process (default 3 s). */
  pollMs?: number;
  /** How often an idle event stream sends a keep-alive comment (default 25 s). */
  keepAliveMs?: number;
  /** Told of an error a page met (the visitor gets a plain 500): `npm start` logs it. */
  onError?: (error: unknown, path: string) => void;
}

/** The web app and what stops its open event streams. */
export interface WebApp {
  app: Hono;
  /** Ends every open event stream and stops watching the games. */
  close(): void;
  /** How many event streams are open. */
  openStreams(): number;
}

/**
 * The whole rendered page as a string. The renderers are synchronous (`layout.ts`'s `html`): every value a page
 * shows is read from the service, awaited, before its template is built.
 */
function text(page: Html): string {
  return page.toString();
}

/**
 * The live web page of every game (issue #27): `/`, `/games/<key>`, `/games/<key>.json`,
 * `/games/<key>/phases/<n>` (and its published record), `/games/<key>/events` (server-sent events), the order
 * guide and the rules, and the page's script and style sheet. Anything else is a 404. Every answer carries the
 * security headers (`headers.ts`).
 */
export function createWebApp(options: WebAppOptions): WebApp {
  const { service } = options;
  const keys = new GameKeys(service);
  const watch = new GameWatch(service, options.pollMs ?? 3000);
  const cache = new PageCache();
  let closed = false;
  const stops = new Set<() => void>();
  let streams = 0;
  const app = new Hono();
  app.use("*", securityHeaders);

  app.get("/", async (c) => {
    const games: IndexLine[] = [];
    for (const { info, key } of await keys.listed()) {
      games.push({
        key,
        info,
        gameName: (await service.rulesetOf(info.id))?.name ?? info.ruleset,
        phase: await service.openPhaseTitle(info.id),
      });
    }
    return c.html(text(indexPage(games)));
  });

  app.get("/static/page.js", (c) =>
    c.body(PAGE_SCRIPT, 200, {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "public, max-age=300",
    }),
  );
  app.get("/static/page.css", (c) =>
    c.body(PAGE_STYLE, 200, {
      "content-type": "text/css; charset=utf-8",
      "cache-control": "public, max-age=300",
    }),
  );

  app.get("/games/:key", async (c) => {
    const raw = c.req.param("key");
    const json = raw.endsWith(".json");
    const key = json ? raw.slice(0, -".json".length) : raw;
    const gameId = await keys.gameOf(key);
    if (gameId === undefined) return c.notFound();
    const mark = await service.changeMark(gameId);
    if (json) {
      const body = await cache.get(`json:${gameId}`, mark, async () => {
        const view = await gameView(service, gameId, key);
        return JSON.stringify(view ? gameJson(view) : null);
      });
      return c.body(body, 200, {
        "content-type": "application/json; charset=utf-8",
        "cache-control": "no-store",
      });
    }
    const page = await cache.get(`page:${gameId}:${key}`, mark, async () => {
      const view = await gameView(service, gameId, key);
      if (!view) return "";
      // the map is drawn from the state: a post that changed nothing else keeps it
      const svg = await cache.get(`svg:${gameId}`, await service.stateMark(gameId), async () => {
        const drawn = await service.picture(gameId, "svg");
        return drawn.ok ? drawn.value.toString("utf8") : "";
      });
      return text(gamePage(view, svg === "" ? null : svg));
    });
    if (page === "") return c.notFound();
    return c.html(page, 200, { "cache-control": "no-store" });
  });

  app.get("/games/:key/phases/:n", async (c) => {
    const gameId = await keys.gameOf(c.req.param("key"));
    const seq = Number(c.req.param("n"));
    if (gameId === undefined || !Number.isSafeInteger(seq)) return c.notFound();
    const all = await service.resolvedPhases(gameId);
    const phase = all.find((p) => p.seq === seq);
    if (!phase) return c.notFound();
    const page = await cache.get(`phase:${gameId}:${seq}`, await service.changeMark(gameId), async () => {
      const shown = await service.phasePage(gameId, seq);
      if (!shown.ok) return "";
      const known = (await service.info(gameId)).ok;
      const place = {
        gameName: known ? ((await service.rulesetOf(gameId))?.name ?? "") : "",
        key: c.req.param("key"),
        title: phase.title,
        seq,
        all: all.map((p) => p.seq),
      };
      return text(phasePage(place, shown.value));
    });
    if (page === "") return c.notFound();
    return c.html(page);
  });

  app.get("/games/:key/phases/:n/record.json", async (c) => {
    const gameId = await keys.gameOf(c.req.param("key"));
    const seq = Number(c.req.param("n"));
    if (gameId === undefined || !Number.isSafeInteger(seq)) return c.notFound();
    if (!(await service.resolvedPhases(gameId)).some((p) => p.seq === seq)) return c.notFound();
    const record = await service.publishedRecord(gameId, seq);
    if (!record.ok) return c.notFound();
    return c.body(JSON.stringify(record.value, null, 2), 200, {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${gameId}-phase-${seq}.json"`,
    });
  });

  app.get("/games/:key/guide", async (c) => {
    const gameId = await keys.gameOf(c.req.param("key"));
    const wording = gameId === undefined ? undefined : await service.wordingOf(gameId);
    if (gameId === undefined || !wording) return c.notFound();
    const name = (await service.rulesetOf(gameId))?.name ?? "";
    return c.html(
      text(guidePage(name, `/games/${encodeURIComponent(c.req.param("key"))}`, wording.ordersGuide())),
    );
  });

  app.get("/games/:key/rules", async (c) => {
    const gameId = await keys.gameOf(c.req.param("key"));
    const name = gameId === undefined ? undefined : (await service.rulesetOf(gameId))?.name;
    const rules = name === undefined ? undefined : rulesText(name);
    if (name === undefined || rules === undefined) return c.notFound();
    return c.html(text(rulesPage(name, `/games/${encodeURIComponent(c.req.param("key"))}`, rules)));
  });

  app.get("/games/:key/events", async (c) => {
    const gameId = await keys.gameOf(c.req.param("key"));
    if (gameId === undefined) return c.notFound();
    // a reverse proxy (nginx) passes each event on at once rather than buffering the stream
    c.header("x-accel-buffering", "no");
    return streamSSE(c, async (stream) => {
      streams++;
      const queue: WatchedChange[] = [];
      let wake: (() => void) | null = null;
      const unsubscribe = await watch.subscribe(gameId, (change) => {
        queue.push(change);
        wake?.();
      });
      const stop = () => wake?.();
      stops.add(stop);
      stream.onAbort(stop);
      try {
        await stream.writeSSE({
          event: "hello",
          data: JSON.stringify({ mark: await service.changeMark(gameId) }),
        });
        while (!stream.aborted && !stream.closed && !closed) {
          const change = queue.shift();
          if (change) {
            // only what kind of change and the new mark: never an order, never a name
            await stream.writeSSE({ event: "change", data: JSON.stringify(change) });
            continue;
          }
          const idle = await new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(true), options.keepAliveMs ?? 25_000);
            wake = () => {
              clearTimeout(timer);
              resolve(false);
            };
          });
          wake = null;
          if (idle && !stream.aborted) await stream.write(": keep-alive\n\n");
        }
      } finally {
        unsubscribe();
        stops.delete(stop);
        streams--;
      }
    });
  });

  app.notFound((c) => c.text("Not found", 404));
  app.onError((e, c) => {
    options.onError?.(e, c.req.path);
    return c.text("Something went wrong on this page.", 500);
  });

  return {
    app,
    close() {
      closed = true;
      for (const stop of [...stops]) stop();
      watch.close();
    },
    openStreams: () => streams,
  };
}

/** `/games/<key>.json`: the game now (documented in docs/web.md). */
export function gameJson(view: GameView): unknown {
  return {
    format: "adjutant/web-game/v1",
    key: view.key,
    game: view.info,
    gameName: view.gameName,
    phase: view.phase,
    waitingFor: view.waitingFor,
    waitingText: view.waitingText,
    roster: view.roster,
    ordersInLine: view.ordersInLine,
    status: view.status,
    phases: view.phases.map((p) => ({ ...p, url: `/games/${encodeURIComponent(view.key)}/phases/${p.seq}` })),
    lastSummary: view.lastSummary,
  };
}
