import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { phpbbPage, startServer, useCliDatabase } from "../forum/cli-env.ts";
import { useCli } from "../helpers/cli.ts";

const cli = useCli();
useCliDatabase();

/** A thread whose second post shows no author name (a deleted account, a theme the reader half knows). */
const page = phpbbPage("World War 1907", [
  {
    id: 1,
    author: "Admiral_Nelson",
    postedAt: "2026-11-28T18:00:00+00:00",
    content: "Post your orders in bold.",
  },
  {
    id: 2,
    author: "",
    postedAt: "2026-11-28T19:00:00+00:00",
    content: '<strong class="text-strong">Build 2 divisions in Moscow</strong>',
  },
]);

let forum: { base: string; close: () => Promise<void> };
beforeAll(async () => {
  forum = await startServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=UTF-8", etag: '"authorless"' });
    res.end(page);
  });
});
afterAll(async () => {
  await forum.close();
});

describe("forum sync prints the parser's warnings, one `warning: …` line each, on every sync", () => {
  it("a post without an author name is read, and said, also when the page is unchanged (304)", async () => {
    const url = `${forum.base}/viewtopic.php?t=1`;
    expect(await cli.run("game", "new", "--scenario", "ww1907", "--forum", url, "--from", "2026-11-01")).toBe(
      0,
    );
    for (let run = 0; run < 2; run++) {
      cli.reset();
      expect(await cli.run("forum", "sync")).toBe(0);
      expect(cli.stdout).toContain("Read 1 page(s), 2 post(s).");
      expect(cli.stderr).toBe(`warning: ${url}: phpBB 3 page: post 2 has no author name\n`);
    }
    // the GM's report says it too, until a sync reads the thread cleanly
    cli.reset();
    expect(await cli.run("report")).toBe(0);
    expect(cli.stdout).toContain("The last forum sync could not read everything (1 warning):");
    expect(cli.stdout).toContain(`${url}: phpBB 3 page: post 2 has no author name`);
  });
});
