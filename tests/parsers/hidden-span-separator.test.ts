import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extractBbcode } from "../../parsers/bbcode.ts";
import { extractDiscordMarkdown } from "../../parsers/discord-markdown.ts";
import { loadHtml } from "../../parsers/html/dom.ts";
import { extractPostContent } from "../../parsers/html/extract.ts";
import { parsePage } from "../../parsers/index.ts";
import { phpbbPage } from "../forum/cli-env.ts";

/**
 * W32: the bold words are the order. A span the order reader leaves out (code, a spoiler, a hidden element, an image)
 * between two bold words must not glue them: "Moscow" + "Attack" is two words, never "MoscowAttack". Struck-out text
 * (W32's way to withdraw words) is the exception: a letter struck inside a word is a correction ("Kra~~c~~kow").
 */

const html = (body: string) =>
  extractPostContent(loadHtml(`<div>${body}</div>`), {
    skip: (el) => /\bspoiler\b|\bcodebox\b/.test(el.rawAttrs),
  });

/** Inline hidden spans: the words around them stay on one line, one space apart. */
const INLINE: Array<[string, (a: string, b: string) => { bold: string[]; text: string }]> = [
  ["BBCode [icode]", (a, b) => extractBbcode(`[b]${a}[icode]x[/icode]${b}[/b]`)],
  ["BBCode [spoiler]", (a, b) => extractBbcode(`[b]${a}[spoiler]x[/spoiler]${b}[/b]`)],
  ["BBCode [spoiler=title]", (a, b) => extractBbcode(`[b]${a}[spoiler=Open]x[/spoiler]${b}[/b]`)],
  ["BBCode [img]", (a, b) => extractBbcode(`[b]${a}[img]https://x.invalid/a.png[/img]${b}[/b]`)],
  ["BBCode [hide]", (a, b) => extractBbcode(`[b]${a}[hide]x[/hide]${b}[/b]`)],
  ["Discord `inline code`", (a, b) => extractDiscordMarkdown(`**${a}\`x\`${b}**`)],
  ["Discord ``inline code``", (a, b) => extractDiscordMarkdown(`**${a}\`\`x\`\`${b}**`)],
  ["Discord ||spoiler||", (a, b) => extractDiscordMarkdown(`**${a}||x||${b}**`)],
  ["HTML <code>", (a, b) => html(`<b>${a}<code>x</code>${b}</b>`)],
  ["HTML <kbd>", (a, b) => html(`<strong>${a}<kbd>x</kbd>${b}</strong>`)],
  ["HTML a spoiler class", (a, b) => html(`<b>${a}<span class="spoiler">x</span>${b}</b>`)],
  ["HTML display:none", (a, b) => html(`<b>${a}<span style="display:none">x</span>${b}</b>`)],
  ["HTML hidden attribute", (a, b) => html(`<b>${a}<span hidden>x</span>${b}</b>`)],
  ["HTML <img>", (a, b) => html(`<b>${a}<img src="a.png">${b}</b>`)],
];

/** Block hidden spans: the words around them are on two lines of one passage (the block sat between them). */
const BLOCK: Array<[string, (a: string, b: string) => { bold: string[]; text: string }]> = [
  ["BBCode [code]", (a, b) => extractBbcode(`[b]${a}[code]x[/code]${b}[/b]`)],
  ["Discord ```code block```", (a, b) => extractDiscordMarkdown(`**${a}\`\`\`x\`\`\`${b}**`)],
];

/** Struck-out text: a correction inside a word, glued as before. */
const STRUCK: Array<[string, (a: string, b: string) => { bold: string[]; text: string }]> = [
  ["BBCode [s]", (a, b) => extractBbcode(`[b]${a}[s]x[/s]${b}[/b]`)],
  ["Discord ~~strike~~", (a, b) => extractDiscordMarkdown(`**${a}~~x~~${b}**`)],
  ["HTML <s>", (a, b) => html(`<b>${a}<s>x</s>${b}</b>`)],
  ["HTML <del>", (a, b) => html(`<b>${a}<del>x</del>${b}</b>`)],
];

describe("W32 a hidden span inside bold keeps the words around it apart", () => {
  it.each(INLINE)("%s: Moscow + Attack is two words", (_name, read) => {
    const got = read("Moscow", "Attack");
    expect(got.bold).toEqual(["Moscow Attack"]);
    expect(got.text).toBe("Moscow Attack");
  });

  it.each(BLOCK)("%s: Moscow and Attack on two lines of the passage", (_name, read) => {
    expect(read("Moscow", "Attack").bold).toEqual(["Moscow\nAttack"]);
  });

  it.each(STRUCK)(
    "%s: a struck letter inside a word is a correction, the word stays whole",
    (_name, read) => {
      expect(read("Kra", "kow").bold).toEqual(["Krakow"]);
    },
  );

  it.each([...INLINE, ...BLOCK])("%s: never glues any two words (property)", (_name, read) => {
    const word = fc.stringMatching(/^[A-Za-z][a-z]{0,11}$/);
    fc.assert(
      fc.property(word, word, (a, b) => {
        const got = read(a, b);
        expect(got.bold).toHaveLength(1);
        expect(got.bold[0]?.split(/\s+/)).toEqual([a, b]);
      }),
      { numRuns: 200 },
    );
  });

  it("spaces already there are not doubled", () => {
    expect(extractBbcode("[b]Moscow [spoiler]x[/spoiler] Attack[/b]").bold).toEqual(["Moscow Attack"]);
    expect(extractDiscordMarkdown("**Moscow `x` Attack**").bold).toEqual(["Moscow Attack"]);
    expect(html("<b>Moscow <code>x</code> Attack</b>").bold).toEqual(["Moscow Attack"]);
  });

  it("a hidden span at the edge of the bold adds nothing", () => {
    expect(extractBbcode("[b][spoiler]x[/spoiler]Attack[/b]").bold).toEqual(["Attack"]);
    expect(extractDiscordMarkdown("**Moscow||x||**").bold).toEqual(["Moscow"]);
    expect(html("<b><code>x</code>Attack</b>").bold).toEqual(["Attack"]);
  });

  it("a phpBB page: inline code between two bold words reads as two words", () => {
    const page = phpbbPage("Orders", [
      {
        id: 1,
        author: "Osmano",
        postedAt: "2026-12-01T09:00:00+00:00",
        content:
          '<strong class="text-strong">Build 2 divisions in Moscow<code>x</code>Attack Warsaw with 2</strong>',
      },
    ]);
    const read = parsePage(page, { platform: "phpbb3" });
    expect(read.ok && read.value.posts[0]?.bold).toEqual([
      "Build 2 divisions in Moscow Attack Warsaw with 2",
    ]);
  });
});
