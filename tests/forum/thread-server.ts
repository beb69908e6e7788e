import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import iconv from "iconv-lite";

/** The fixture threads under `fixtures/threads/`. */
export type FixtureName = "phpbb-spring-1907" | "xenforo-autumn-1907" | "phpbb-cp1252";

/** A misbehaviour served once, to the next request whose path and query start with `pathPrefix`. */
export interface Fault {
  pathPrefix: string;
  /**
   * `truncate` closes the connection mid-body (Content-Length says more was coming); `cut-off` sends the first half
   * of the page with no Content-Length and ends the response cleanly, as a proxy or a server killed mid-page can.
   */
  kind: "status-500" | "hang" | "status-429" | "truncate" | "status-404" | "cut-off";
  retryAfter?: string;
}

/** A request as the server saw it. */
export interface SeenRequest {
  path: string;
  headers: IncomingHttpHeaders;
  status: number;
}

/** A local forum on 127.0.0.1 serving the fixture threads, with faults and edits on demand. */
export interface ThreadServer {
  baseUrl: string;
  requests: SeenRequest[];
  /** Body of robots.txt; null answers 404. */
  robots: string | null;
  /** Which validators pages carry. */
  validators: "etag" | "last-modified" | "both" | "none";
  faults: Fault[];
  /** Rewrites a page before it is served (an edit, a shorter pager). */
  transform: ((fixture: FixtureName, page: number, html: string) => string) | null;
  reset(): void;
  close(): Promise<void>;
}

const fixtureDir = fileURLToPath(new URL("../../fixtures/threads/", import.meta.url));

/** Reads fixture page `page` of `fixture` as bytes. */
export function fixtureBytes(fixture: FixtureName, page: number): Buffer {
  return readFileSync(`${fixtureDir}${fixture}/page-${page}.html`);
}

/** The URL path and query of a fixture page, as the forum would link it. */
export function fixturePath(fixture: FixtureName, page: number): string {
  switch (fixture) {
    case "phpbb-spring-1907":
      return page === 1 ? "/viewtopic.php?f=2&t=7" : `/viewtopic.php?f=2&t=7&start=${(page - 1) * 3}`;
    case "xenforo-autumn-1907":
      return page === 1 ? "/threads/autumn-1907-orders.42/" : `/threads/autumn-1907-orders.42/page-${page}`;
    case "phpbb-cp1252":
      return "/latin/viewtopic.php?f=3&t=9";
  }
}

function route(pathAndQuery: string): { fixture: FixtureName; page: number } | null {
  const url = new URL(pathAndQuery, "http://local.invalid");
  if (url.pathname === "/viewtopic.php" && url.searchParams.get("t") === "7") {
    const start = Number(url.searchParams.get("start") ?? "0");
    // phpBB answers a start past the end with the last page.
    return { fixture: "phpbb-spring-1907", page: Math.min(3, Math.floor(start / 3) + 1) };
  }
  const xf = url.pathname.match(/^\/threads\/autumn-1907-orders\.42\/(?:page-(\d+))?$/);
  if (xf) return { fixture: "xenforo-autumn-1907", page: Number(xf[1] ?? "1") };
  if (url.pathname === "/latin/viewtopic.php") return { fixture: "phpbb-cp1252", page: 1 };
  return null;
}

const LAST_MODIFIED = "Mon, 30 Nov 2026 21:00:00 GMT";
/** Last-Modified of a page the test rewrote (an edit happened after the fixture was written). */
const EDITED_AT = "Tue, 01 Dec 2026 09:00:00 GMT";

/** Starts the server on a random port of 127.0.0.1. */
export async function startThreadServer(): Promise<ThreadServer> {
  const hanging = new Set<ServerResponse>();
  const state: ThreadServer = {
    baseUrl: "",
    requests: [],
    robots: "User-agent: *\nDisallow: /admin/\n",
    validators: "both",
    faults: [],
    transform: null,
    reset() {
      state.requests.length = 0;
      state.robots = "User-agent: *\nDisallow: /admin/\n";
      state.validators = "both";
      state.faults = [];
      state.transform = null;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = createServer((req, res) => {
    const path = req.url ?? "/";
    const seen: SeenRequest = { path, headers: req.headers, status: 0 };
    state.requests.push(seen);
    const send = (status: number, headers: Record<string, string>, body?: Buffer | string) => {
      seen.status = status;
      res.writeHead(status, headers);
      res.end(body);
    };

    const faultIndex = state.faults.findIndex((f) => path.startsWith(f.pathPrefix));
    const fault = faultIndex >= 0 ? state.faults.splice(faultIndex, 1)[0] : undefined;
    if (fault?.kind === "status-500") return send(500, { "content-type": "text/plain" }, "database error");
    if (fault?.kind === "status-404") return send(404, { "content-type": "text/plain" }, "no such page");
    if (fault?.kind === "status-429") {
      return send(429, { "content-type": "text/plain", "retry-after": fault.retryAfter ?? "2" }, "slow down");
    }
    if (fault?.kind === "hang") {
      seen.status = -1;
      hanging.add(res);
      return;
    }

    if (path === "/robots.txt") {
      if (state.robots === null) return send(404, { "content-type": "text/plain" }, "not found");
      return send(200, { "content-type": "text/plain" }, state.robots);
    }
    const found = route(path);
    if (!found) return send(404, { "content-type": "text/plain" }, "not found");
    let body: Buffer;
    try {
      body = fixtureBytes(found.fixture, found.page);
    } catch {
      return send(404, { "content-type": "text/plain" }, "not found");
    }
    const charset = found.fixture === "phpbb-cp1252" ? "windows-1252" : "UTF-8";
    let lastModified = LAST_MODIFIED;
    if (state.transform) {
      const text = new TextDecoder(charset).decode(body);
      const changed = state.transform(found.fixture, found.page, text);
      if (changed !== text) {
        body = iconv.encode(changed, charset);
        lastModified = EDITED_AT;
      }
    }
    const etag = `"${createHash("sha256").update(body).digest("hex").slice(0, 16)}"`;
    const headers: Record<string, string> = { "content-type": `text/html; charset=${charset}` };
    if (state.validators === "etag" || state.validators === "both") headers.etag = etag;
    if (state.validators === "last-modified" || state.validators === "both")
      headers["last-modified"] = lastModified;

    const inm = req.headers["if-none-match"];
    const ims = req.headers["if-modified-since"];
    const etagFresh = inm !== undefined && headers.etag !== undefined && inm === etag;
    const dateFresh =
      inm === undefined &&
      ims !== undefined &&
      headers["last-modified"] !== undefined &&
      ims === lastModified;
    if (etagFresh || dateFresh) return send(304, headers);

    if (fault?.kind === "truncate") {
      seen.status = -2;
      res.writeHead(200, { ...headers, "content-length": String(body.length) });
      res.write(body.subarray(0, Math.floor(body.length / 2)), () => res.destroy());
      return;
    }
    if (fault?.kind === "cut-off") return send(200, headers, body.subarray(0, Math.floor(body.length / 2)));
    send(200, { ...headers, "content-length": String(body.length) }, body);
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  state.baseUrl = `http://127.0.0.1:${port}`;
  return state;
}
