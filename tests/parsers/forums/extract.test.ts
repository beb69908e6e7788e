import { describe, expect, it } from "vitest";
import { loadHtml, plainText } from "../../../parsers/html/dom.ts";
import { extractPostContent } from "../../../parsers/html/extract.ts";
import { sel } from "../../../parsers/html/selector.ts";

const bold = (html: string): string[] => extractPostContent(loadHtml(html)).bold;
const text = (html: string): string => extractPostContent(loadHtml(html)).text;

describe("bold extraction (W32)", () => {
  it("W32 reads <b>, <strong> and inline font-weight bold, bolder and 600 to 900", () => {
    expect(bold("<b>A</b> x <strong>B</strong> x <span style='font-weight:bold'>C</span>")).toEqual([
      "A",
      "B",
      "C",
    ]);
    expect(bold("<span style='font-weight: 600'>D</span> x <span style='FONT-WEIGHT:900'>E</span>")).toEqual([
      "D",
      "E",
    ]);
    expect(
      bold("<span style='font-weight:bolder'>F</span> x <span style='font-weight:500'>G</span>"),
    ).toEqual(["F"]);
  });

  it("W32 bold nested in other formatting counts, and normal weight inside bold does not", () => {
    expect(bold("<i><b>Attack <u>Vienna</u></b></i>")).toEqual(["Attack Vienna"]);
    expect(bold("<b>Attack <span style='font-weight:normal'>(note)</span> Vienna</b>")).toEqual([
      "Attack",
      "Vienna",
    ]);
  });

  it("W32 one run spans <br> inside the bold; a plain <br> between bold elements starts a new run", () => {
    expect(bold("<b>Build 2 divisions in Moscow<br>Attack Vienna with 3 from Krakow</b>")).toEqual([
      "Build 2 divisions in Moscow\nAttack Vienna with 3 from Krakow",
    ]);
    expect(bold("<b>Build 2 divisions in Moscow</b><br><b>Attack Vienna</b>")).toEqual([
      "Build 2 divisions in Moscow",
      "Attack Vienna",
    ]);
  });

  it("W32 adjacent bold elements on one line join into one run", () => {
    expect(bold("<b>Attack Vienna</b> <b>with 3</b>")).toEqual(["Attack Vienna with 3"]);
    expect(bold("<b>Attack</b><strong>Vienna</strong>")).toEqual(["AttackVienna"]);
  });

  it("collapses HTML whitespace and decodes entities", () => {
    expect(bold("<b>  Attack\n\t Vienna&nbsp;&amp;&nbsp;Krakow  </b>")).toEqual(["Attack Vienna & Krakow"]);
  });

  it("skips quotes, code, struck-out text, spoiler and signature classes and hidden elements", () => {
    const html = `<blockquote><b>Q</b></blockquote><q><b>Q2</b></q><code><b>C</b></code><pre><b>P</b></pre>
      <s><b>S1</b></s><strike><b>S2</b></strike><del><b>S3</b></del>
      <span style="text-decoration: line-through"><b>S4</b></span><span style="text-decoration-line:line-through"><b>S5</b></span>
      <div class="spoiler"><b>SP</b></div><div class="signature"><b>SIG</b></div><div style="display:none"><b>H</b></div>
      <aside class="quote"><b>AQ</b></aside><details><b>D</b></details><b>kept</b>`;
    expect(bold(html)).toEqual(["kept"]);
  });

  it("a platform skip hides its own markup; collected elements are set aside, not read", () => {
    const root = loadHtml(
      `<div class="x"><b>no</b></div><span class="edit"><b>Edited by A</b></span><b>yes</b>`,
    );
    const content = extractPostContent(root, { skip: sel("div.x"), collect: sel("span.edit") });
    expect(content.bold).toEqual(["yes"]);
    expect(content.collected.map((e) => plainText(e))).toEqual(["Edited by A"]);
  });

  it("an edit notice inside a quote is never collected", () => {
    const root = loadHtml(`<blockquote><span class="edit">Edited by B</span></blockquote><b>yes</b>`);
    expect(extractPostContent(root, { collect: sel("span.edit") }).collected).toEqual([]);
  });

  it("drops the words after a signature line but still collects the edit note after it", () => {
    const root = loadHtml(
      `<b>Order</b><br>_________________<br><b>Sig</b><span class="n">Last edited by X</span>`,
    );
    const content = extractPostContent(root, { signatureLine: /^_{10,}$/, collect: sel("span.n") });
    expect(content.bold).toEqual(["Order"]);
    expect(content.text).toBe("Order");
    expect(content.collected).toHaveLength(1);
  });

  it("keeps paragraph breaks in text, at most one blank line in a row", () => {
    expect(text("<p>One</p><p>Two</p><br><br><br><br>Three")).toBe("One\nTwo\n\nThree");
  });

  it("keeps emoji image alt text in the text", () => {
    expect(text('Go <img class="emoji" alt="🔥" src="x.png"> now <img src="photo.jpg" alt="a photo">')).toBe(
      "Go 🔥 now",
    );
  });

  it("does not overflow on 50,000 nested bold elements", () => {
    const html = `${"<b>".repeat(50_000)}deep${"</b>".repeat(50_000)}`;
    expect(bold(html)).toEqual(["deep"]);
  });
});
