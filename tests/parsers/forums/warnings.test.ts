import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parsePage } from "../../../parsers/index.ts";
import { parsedThreadSchema } from "../../../parsers/post.ts";

/**
 * A reader that recognises a page but cannot read it says so: no post at all (a theme it does not know), or a post
 * without an author name (its orders would belong to nobody). Pages that read cleanly carry no warnings field.
 */
const root = path.resolve(import.meta.dirname, "../../../fixtures/forums");
const subSilver = readFileSync(path.join(root, "phpbb2/ww1907-subsilver.html"), "latin1");

function read(html: string) {
  const r = parsePage(html, { timezone: "America/New_York" });
  if (!r.ok) throw new Error(r.error.message);
  expect(parsedThreadSchema.parse(r.value)).toEqual(r.value);
  return r.value;
}

describe("warnings of a recognised page the reader could not fully read", () => {
  it("a phpBB 2 page whose theme names the message cell otherwise: no post, and a sentence saying why", () => {
    const t = read(subSilver.replaceAll('class="postbody"', 'class="msgbody"'));
    expect(t.platform).toBe("phpbb2");
    expect(t.posts).toEqual([]);
    expect(t.warnings).toEqual([
      "phpBB 2 page, but no post was found: no td.postbody/span.postbody cell (a theme this reader does not know?)",
    ]);
  });

  it("a post whose author cell has no name is named by its post id", () => {
    const t = read(subSilver.replace("<b>King George</b>", "<b></b>"));
    expect(t.posts.map((p) => p.author.name)).toEqual(["Kaiser Wilhelm", ""]);
    expect(t.warnings).toEqual(["phpBB 2 page: post 3302 has no author name"]);
  });

  it("a clean page has no warnings field (goldens stay as they are)", () => {
    expect(read(subSilver).warnings).toBeUndefined();
  });

  it("names at most five authorless posts, then counts the rest in one sentence", () => {
    const [head, rest] = splitPosts(subSilver);
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 14 }), (named) => {
        const rows = named.map((hasName, i) => {
          const id = String(5000 + i);
          const row = (rest[0] as string).replaceAll("3301", id);
          return hasName ? row : row.replace("<b>Kaiser Wilhelm</b>", "<b> </b>");
        });
        const t = read(`${head}${rows.join("")}</table></body></html>`);
        const missing = named.flatMap((hasName, i) => (hasName ? [] : [String(5000 + i)]));
        const expected = missing.slice(0, 5).map((id) => `phpBB 2 page: post ${id} has no author name`);
        if (missing.length > 5) {
          const more = missing.length - 5;
          expected.push(`phpBB 2 page: ${more} more post${more === 1 ? "" : "s"} without an author name`);
        }
        expect(t.posts).toHaveLength(named.length);
        expect(t.warnings ?? []).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  it("an API payload says which entries it skipped and which posts have no author", () => {
    const t = read(
      JSON.stringify({
        id: 77,
        post_stream: {
          posts: [
            { id: 1, username: "Osmano", cooked: "<p><strong>Build 1 division in Ankara</strong></p>" },
            { id: 2, cooked: "<p>who wrote this?</p>" },
            { username: "no id" },
          ],
        },
      }),
    );
    expect(t.posts.map((p) => p.postId)).toEqual(["1", "2"]);
    expect(t.warnings).toEqual([
      "Discourse topic JSON: post 2 has no author name",
      "Discourse topic JSON: 1 entry of post_stream.posts lacks the fields of a post and was skipped",
    ]);
    expect(read(JSON.stringify({ tid: 5, posts: [] })).warnings).toEqual([
      "NodeBB topic JSON, but no post was found: posts is empty",
    ]);
  });

  it("a page of no engine this reader knows is still a problem, not a warning", () => {
    const r = parsePage("<html><body><p>Hello</p></body></html>");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("parse/unknown_platform");
  });
});

/** The page up to its first post row, and the post rows (each with its spacer row), from the subSilver fixture. */
function splitPosts(page: string): [string, string[]] {
  const start = page.indexOf('\t<tr>\n\t\t<td width="150"');
  const end = page.lastIndexOf("</table>\n</body>");
  const rows = page
    .slice(start, end)
    .split(/(?=\t<tr>\n\t\t<td width="150")/)
    .filter((r) => r.length > 0);
  return [page.slice(0, start), rows];
}
