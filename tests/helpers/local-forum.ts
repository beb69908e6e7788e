import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** A forum on 127.0.0.1 for tests: `page` answers each request's URL with HTML (null: 404). */
export interface LocalForum {
  /** "http://127.0.0.1:PORT". */
  base: string;
  /** Every path and query asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * What a page answers: its HTML, null for a 404, or (for a forum with validators) the HTML with its ETag, or a 304
 * for a request whose If-None-Match matched.
 */
export type LocalAnswer = string | null | { html: string; etag: string } | { status: 304; etag: string };

export async function startLocalForum(
  page: (url: URL, request: { ifNoneMatch?: string }) => LocalAnswer,
): Promise<LocalForum> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    requests.push(`${url.pathname}${url.search}`);
    const ifNoneMatch = req.headers["if-none-match"];
    const answer = page(url, ifNoneMatch ? { ifNoneMatch } : {});
    if (answer === null) {
      res.writeHead(404).end();
      return;
    }
    if (typeof answer !== "string" && "status" in answer) {
      res.writeHead(304, { etag: answer.etag }).end();
      return;
    }
    const html = typeof answer === "string" ? answer : answer.html;
    const etag = typeof answer === "string" ? {} : { etag: answer.etag };
    res.writeHead(200, { "content-type": "text/html; charset=UTF-8", ...etag });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
