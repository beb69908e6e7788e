import { describe, expect, it } from "vitest";
import { type Document, link, para } from "../../src/presenters/document.ts";
import { render } from "../../src/presenters/render.ts";

const doc: Document = {
  blocks: [para("orders of ", link("https://f.example/viewtopic.php?p=5#p5", "post 5"))],
};

describe("links in every format", () => {
  it("BBCode [url=…], Discord Markdown [text](<address>), plain text with the address", () => {
    expect(render(doc, "bbcode")).toBe(
      "orders of [url=https://f.example/viewtopic.php?p=5#p5]post 5[/url]\n",
    );
    expect(render(doc, "markdown")).toBe("orders of [post 5](<https://f.example/viewtopic.php?p=5#p5>)\n");
    expect(render(doc, "text")).toBe("orders of post 5 <https://f.example/viewtopic.php?p=5#p5>\n");
  });

  it("an address cannot close the tag or the link early", () => {
    const odd: Document = { blocks: [para(link("https://f.example/a]b>c", "x"))] };
    expect(render(odd, "bbcode")).toBe("[url=https://f.example/a%5Db>c]x[/url]\n");
    expect(render(odd, "markdown")).toBe("[x](<https://f.example/a]b%3Ec>)\n");
  });
});
