import { describe, expect, it } from "vitest";
import { extractDiscordMarkdown } from "../../parsers/discord.ts";

const bold = (content: string): string[] => extractDiscordMarkdown(content).bold;

describe("extractDiscordMarkdown: what counts as bold", () => {
  it("W32 reads **…** and ***…*** as bolded orders", () => {
    expect(bold("**Build 2 divisions in Moscow**")).toEqual(["Build 2 divisions in Moscow"]);
    expect(bold("***Attack Vienna with 3 from Krakow***")).toEqual(["Attack Vienna with 3 from Krakow"]);
  });

  it("W32 reads bold nested with __, *, _ around or inside", () => {
    expect(bold("__**Hold Warsaw**__")).toEqual(["Hold Warsaw"]);
    expect(bold("_**Hold Warsaw**_")).toEqual(["Hold Warsaw"]);
    expect(bold("*text **Hold Warsaw** text*")).toEqual(["Hold Warsaw"]);
    expect(bold("**Attack _Vienna_ with __3__ from *Krakow***")).toEqual([
      "Attack Vienna with 3 from Krakow",
    ]);
    expect(bold("***Attack** Vienna*")).toEqual(["Attack"]);
    expect(bold("*Attack **Vienna***")).toEqual(["Vienna"]);
  });

  it("W32 keeps several bold runs apart, in order, and the line breaks inside one", () => {
    expect(bold("**Build 2 divisions in Moscow** then **Hold Kiev**")).toEqual([
      "Build 2 divisions in Moscow",
      "Hold Kiev",
    ]);
    expect(bold("**Build 2 divisions in Moscow\r\nHold Kiev  **")).toEqual([
      "Build 2 divisions in Moscow\nHold Kiev",
    ]);
  });

  it("keeps a lone * or _ inside bold as text (arithmetic, snake_case)", () => {
    expect(bold("**Attack 5*3 from X**")).toEqual(["Attack 5*3 from X"]);
    expect(bold("**Move st_petersburg_fleet to Riga**")).toEqual(["Move st_petersburg_fleet to Riga"]);
    expect(extractDiscordMarkdown("2 * 3 * 4").text).toBe("2 * 3 * 4");
  });

  it("keeps mentions, channels and custom emoji as text, and markup inside them or links untouched", () => {
    expect(bold("**<@123> attacks <#456> with <:big_gun:789> and <a:wave_hi:1>**")).toEqual([
      "<@123> attacks <#456> with <:big_gun:789> and <a:wave_hi:1>",
    ]);
    expect(
      extractDiscordMarkdown("see https://map.example/a_b_c**d** and <https://x.example/__y__>").text,
    ).toBe("see https://map.example/a_b_c**d** and <https://x.example/__y__>");
  });

  it("keeps unicode emoji and non-Latin words", () => {
    expect(bold("**Армия Москва атакует Киев 🇷🇺** **東京で2個師団を編成**")).toEqual([
      "Армия Москва атакует Киев 🇷🇺",
      "東京で2個師団を編成",
    ]);
  });
});

describe("extractDiscordMarkdown: what never counts", () => {
  it("W32 ignores bold in > quote lines, but not on the lines after", () => {
    const { bold: passages, text } = extractDiscordMarkdown(
      "> **Attack Berlin**\n>   **also quoted**\n**Hold Moscow**\n>not a quote **x**",
    );
    expect(passages).toEqual(["Hold Moscow", "x"]);
    expect(text).toBe("Hold Moscow\n>not a quote x");
  });

  it("W32 ignores everything after >>> to the end of the message", () => {
    expect(bold("**mine**\n>>> **Attack Berlin**\n**still quoted**")).toEqual(["mine"]);
    expect(bold("  >>> **quoted**")).toEqual([]);
  });

  it("W32 splits a bold passage at a quote line inside it", () => {
    expect(bold("**Build 2 in Moscow\n> quoted\nHold Kiev**")).toEqual(["Build 2 in Moscow", "Hold Kiev"]);
  });

  it("W32 ignores code blocks and inline code", () => {
    expect(bold("```\n**Attack Berlin**\n```**Hold Moscow**")).toEqual(["Hold Moscow"]);
    expect(bold("```md\n> **x**\n``` `**y**` ``**z**`` **Hold Moscow**")).toEqual(["Hold Moscow"]);
  });

  it("W32 ignores spoilers", () => {
    expect(bold("||**Attack Berlin**|| **Hold Moscow**")).toEqual(["Hold Moscow"]);
    expect(extractDiscordMarkdown("a ||secret|| b").text).toBe("a b");
  });

  it("W32 ignores struck-out old orders, bold inside them too, and joins bold around a strike", () => {
    expect(bold("~~**Attack Vienna**~~ **Hold Vienna**")).toEqual(["Hold Vienna"]);
    expect(bold("**Army Moscow ~~holds~~ attacks Kiev**")).toEqual(["Army Moscow attacks Kiev"]);
  });

  it("reads escaped asterisks as text, not bold", () => {
    const { bold: passages, text } = extractDiscordMarkdown("\\*\\*Hold Kiev\\*\\* \\_\\_x\\_\\_");
    expect(passages).toEqual([]);
    expect(text).toBe("**Hold Kiev** __x__");
  });
});

describe("extractDiscordMarkdown: malformed markup", () => {
  it("keeps unpaired delimiters as text", () => {
    expect(extractDiscordMarkdown("**Hold Kiev").text).toBe("**Hold Kiev");
    expect(extractDiscordMarkdown("~~a ||b").text).toBe("~~a ||b");
    expect(extractDiscordMarkdown("``` open").text).toBe("``` open");
    expect(extractDiscordMarkdown("`a").text).toBe("`a");
  });

  it("never throws on a non-string content from JavaScript", () => {
    expect(extractDiscordMarkdown(null as unknown as string)).toEqual({ bold: [], text: "" });
  });

  it("gives crossed spans to the first closing delimiter", () => {
    const result = extractDiscordMarkdown("**a ~~b** c~~");
    expect(result.bold).toEqual(["a ~~b"]);
  });

  it("reads runs longer than three asterisks as text plus bold-italic", () => {
    const passages = bold("****Hold Kiev****");
    expect(passages).toHaveLength(1);
    expect(passages[0]?.replace(/\*/g, "")).toBe("Hold Kiev");
    expect(bold("****")).toEqual([]);
  });
});
