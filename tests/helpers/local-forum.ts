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

export async function startLocalForum(page: (url: URL) => string | null): Promise<LocalForum> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    requests.push(`${url.pathname}${url.search}`);
    const html = page(url);
    if (html === null) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": "text/html; charset=UTF-8" });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
