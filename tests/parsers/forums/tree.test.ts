import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { attr, type HTMLElement } from "../../../parsers/html/dom.ts";
import { buildTree, decodeText, type Node } from "../../../parsers/html/tree.ts";

/** The tree node-html-parser builds with the options the forum reader used before `buildTree`. */
function libTree(html: string) {
  return parse(html, {
    comment: true,
    parseNoneClosedTags: true,
    lowerCaseTagName: false,
    blockTextElements: { script: false, style: false, textarea: false },
  });
}

interface LibNode {
  nodeType: number;
  rawTagName: string | null;
  rawText: string;
  text: string;
  childNodes: LibNode[];
  parentNode: LibNode | null;
  rawAttrs?: string;
  id?: string;
  classList?: { value: string[] };
  getAttribute?(name: string): string | undefined;
}

const ATTRS = ["id", "class", "href", "style", "title", "name", "alt", "data-time", "datetime"];

/** Everything the forum reader reads from a tree, as one line per node (iterative: deep pages are fine). */
function describeTree(root: LibNode | Node): string[] {
  const lines: string[] = [];
  const stack: [LibNode, number, LibNode | null][] = [[root as LibNode, 0, null]];
  while (stack.length > 0) {
    const [n, depth, parent] = stack.pop() as [LibNode, number, LibNode | null];
    const pad = String(depth);
    const sameParent = n.parentNode === parent || (parent === null && n.parentNode === null);
    if (n.nodeType === 1) {
      const attrs = ATTRS.map((a) => `${a}=${n.getAttribute?.(a) ?? "∅"}`).join(" ");
      lines.push(
        `${pad} E <${n.rawTagName ?? ""}> [${n.rawAttrs}] #${n.id} .${n.classList?.value.join(".")} ${attrs} ${sameParent}`,
      );
      if (depth <= 2) lines.push(`${pad} text ${n.text}`);
    } else if (n.nodeType === 3)
      lines.push(`${pad} T ${JSON.stringify(n.rawText)} ${JSON.stringify(n.text)} ${sameParent}`);
    else lines.push(`${pad} C ${JSON.stringify(n.rawText)} ${sameParent}`);
    for (let i = n.childNodes.length - 1; i >= 0; i--) stack.push([n.childNodes[i] as LibNode, depth + 1, n]);
  }
  return lines;
}

function same(html: string): void {
  expect(describeTree(buildTree(html))).toEqual(describeTree(libTree(html) as unknown as LibNode));
}

function htmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((f) => {
    const full = path.join(dir, f);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return /\.html?$/.test(f) ? [full] : [];
  });
}

const ours = htmlFiles(path.resolve(import.meta.dirname, "../../../fixtures/forums"));
const shared = htmlFiles(path.resolve(import.meta.dirname, "../../../../shared/fixtures/forums"));

describe("buildTree builds the tree node-html-parser builds", () => {
  it("on every forum fixture page", () => {
    expect(ours.length).toBeGreaterThan(10);
    for (const file of ours) same(readFileSync(file, "latin1"));
  });

  it.skipIf(shared.length === 0)(
    "on every real page in ../shared/fixtures/forums (skipped when absent)",
    () => {
      for (const file of shared) same(readFileSync(file, "latin1"));
    },
  );

  it("on tricky markup: unclosed and stray tags, tables, lists, void and self-closing tags, raw text", () => {
    const cases = [
      "<p>one<p>two<div>three</div></p>",
      "<ul><li>a<li>b</ul><li>c",
      "<table><tr><td>1<td>2<tr><td>3</table>after",
      "<b>bold<div>block</div></b>",
      "<a href=x/>link</a><br/><BR><img src=a.png/><input value='x'>",
      "<div/>text<span/>more",
      "<script>if (a < b) { x('</div>') }</script><style>b{}</style><textarea><b>no</b></textarea>",
      "<SCRIPT>never closed",
      "<!-- c --><!----><![CDATA[ x < y ]]>&amp; &lt;b&gt; &nbsp;&eacute;",
      '<div class="a  b a" id=one ID="two" class=\'c\'>x</div>',
      "<p><a>in</p>out</a>",
      "<dl><dt>a<dd>b</dl>",
      "<h1>a<h1>b</h1>",
      '<div title="a>b">x</div><div data-x=\'1">2\'>y</div>',
      "<documentfragmentcontainer>x</documentfragmentcontainer>",
      '<div class="x',
      "<constructor><name>quirk</name></constructor>",
      "text < 3 and <3 and <<b>>",
      "<Td>a<TD>b<tr>",
      "<p>a</P><P>b</p>",
      `<a HREF="x" href="y" Href=z title="" title='t' name alt=&amp;&lt; datetime="a&quot;b" style=>x</a>`,
      '<b id="" id=two class=\'\' class="p q" data-time=1 DATA-TIME=2 __proto__=x>y</b>',
    ];
    for (const html of cases) same(html);
  });

  it("on random tag soup (property)", () => {
    const tag = fc.constantFrom(
      "b",
      "B",
      "p",
      "P",
      "div",
      "li",
      "ul",
      "table",
      "tr",
      "td",
      "th",
      "tbody",
      "a",
      "i",
      "br",
      "img",
      "script",
      "dt",
      "dd",
      "h2",
      "span",
    );
    const attrs = fc.constantFrom(
      "",
      ' class="x y"',
      " id=p1",
      " href=a/",
      " style='font-weight:bold'",
      ' t="a>b"',
    );
    const piece = fc.oneof(
      fc.tuple(tag, attrs).map(([t, a]) => `<${t}${a}>`),
      fc.tuple(tag, attrs).map(([t, a]) => `<${t}${a}/>`),
      tag.map((t) => `</${t}>`),
      fc.constantFrom("text", " ", "&amp;", "&nbsp;", "<!-- c -->", "<", ">", "'", '"', "\n"),
      fc.string({ maxLength: 6 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => same(pieces.join(""))),
      { numRuns: 400 },
    );
  });

  it("decodes text exactly as node-html-parser does", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("a", "&", "amp;", "#38;", "#x26", "lt", ";", "\u0000", "é", "\r\n", " "), {
          maxLength: 12,
        }),
        (parts) => {
          const s = parts.join("");
          expect(decodeText(s)).toBe(libTree(`<i>${s}</i>`).childNodes[0]?.text);
        },
      ),
    );
  });

  it("attr reads names case-insensitively and finds no name the attribute text lacks", () => {
    const els = buildTree(
      `<a HREF="x" data-Pid=7>a</a><a href='y' title="K">b</a><a data-ſtyle="n">c</a><a data-pid>d</a>`,
    ).childNodes as HTMLElement[];
    expect(els.map((e) => attr(e, "href"))).toEqual(["x", "y", null, null]);
    expect(els.map((e) => attr(e, "data-pid"))).toEqual(["7", null, null, ""]);
    expect(els.map((e) => attr(e, "data-style"))).toEqual([null, null, null, null]);
  });
});
