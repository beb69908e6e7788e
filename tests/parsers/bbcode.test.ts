import { describe, expect, it } from "vitest";
import { extractBbcode, parseBbcodeDocument } from "../../parsers/bbcode.ts";
import { parsedThreadSchema } from "../../parsers/post.ts";

describe("extractBbcode: what counts as bold", () => {
  it("W32 reads [b] in any case as a bolded order", () => {
    expect(extractBbcode("[b]Build 2 divisions in Moscow[/b]").bold).toEqual(["Build 2 divisions in Moscow"]);
    expect(extractBbcode("[B]Build 2 divisions in Moscow[/B]").bold).toEqual(["Build 2 divisions in Moscow"]);
    expect(extractBbcode("[b]Build[/B]").bold).toEqual(["Build"]);
  });

  it("W32 reads bold nested in and around other formatting as one passage", () => {
    const post =
      "[color=red][size=4][b]Attack [i]Vienna[/i] with [u]3[/u] from [url=https://map.example/krakow]Krakow[/url][/b][/size][/color]";
    expect(extractBbcode(post).bold).toEqual(["Attack Vienna with 3 from Krakow"]);
    expect(extractBbcode("[i][b]Hold Warsaw[/b][/i]").bold).toEqual(["Hold Warsaw"]);
  });

  it("W32 keeps orders spread over several bold runs as separate passages, in order", () => {
    const post =
      "My moves:\n[b]Build 2 divisions in Moscow[/b]\nand then\n[b]Attack Vienna with 3 from Krakow[/b]";
    expect(extractBbcode(post).bold).toEqual([
      "Build 2 divisions in Moscow",
      "Attack Vienna with 3 from Krakow",
    ]);
  });

  it("W32 keeps the line breaks inside one bold passage", () => {
    const post = "[b]Build 2 divisions in Moscow\r\nAttack Vienna with 3 from Krakow\n  Hold Warsaw  [/b]";
    expect(extractBbcode(post).bold).toEqual([
      "Build 2 divisions in Moscow\nAttack Vienna with 3 from Krakow\nHold Warsaw",
    ]);
  });

  it("decodes entities inside bold passages", () => {
    expect(
      extractBbcode("[b]Attack Alsace &amp; Lorraine with 2 from Metz&#39;s &quot;fort&quot;[/b]").bold,
    ).toEqual(['Attack Alsace & Lorraine with 2 from Metz\'s "fort"']);
    // unknown names stay as written; a forbidden code point becomes U+FFFD, as browsers decode it
    expect(extractBbcode("[b]Caf&#xE9;&nbsp;hold &bogus; &#0;[/b]").bold).toEqual([
      "Café hold &bogus; \ufffd",
    ]);
  });

  it("drops empty bold runs", () => {
    expect(extractBbcode("[b][/b] [b]   [/b] [b]\n[/b]").bold).toEqual([]);
  });
});

describe("extractBbcode: what never counts", () => {
  it("W32 ignores bold inside quotes of every form, nested too", () => {
    const post = [
      "[quote][b]Build 9 fleets[/b][/quote]",
      "[QUOTE=Tsar Nicholas][b]Attack Berlin[/b][/QUOTE]",
      '[quote="Kaiser" post_id=1234 time=1700000000 user_id=7][quote=Bob][b]deep[/b][/quote][b]outer[/b][/quote]',
      "[b]Hold Moscow[/b]",
    ].join("\n");
    const { bold, text } = extractBbcode(post);
    expect(bold).toEqual(["Hold Moscow"]);
    expect(text).toBe("Hold Moscow");
  });

  it("W32 ends a bold passage at a quote inside it and starts a new one after", () => {
    expect(extractBbcode("[b]Build 2 in Moscow[quote][b]x[/b] y[/quote]Attack Kiev[/b]").bold).toEqual([
      "Build 2 in Moscow",
      "Attack Kiev",
    ]);
  });

  it("W32 ignores struck-out old orders ([s], [strike], [del]) but keeps the bold around them", () => {
    const post =
      "[s][b]Attack Vienna[/b][/s] [STRIKE][b]Hold Kiev[/b][/STRIKE] [del][b]x[/b][/del] [b]Hold Vienna[/b]";
    expect(extractBbcode(post).bold).toEqual(["Hold Vienna"]);
    expect(extractBbcode("[b]Army Moscow [s]holds[/s] attacks Kiev[/b]").bold).toEqual([
      "Army Moscow attacks Kiev",
    ]);
  });

  it("W32 ignores spoilers, code and noparse", () => {
    const post =
      "[spoiler][b]secret[/b][/spoiler][spoiler=Plan][b]plan[/b][/spoiler][code][b]code[/b][/code]" +
      "[noparse][b]literal[/b][/noparse][icode][b]i[/b][/icode][b]Build 1 in Omsk[/b]";
    const { bold, text } = extractBbcode(post);
    expect(bold).toEqual(["Build 1 in Omsk"]);
    // The inline code left out between "[b]literal[/b]" and "Build" still parts them.
    expect(text).toBe("[b]literal[/b] Build 1 in Omsk");
  });

  it("does not parse tags inside code, up to the matching close tag in any case", () => {
    expect(extractBbcode("[code][quote][b]x[/b][/CODE][b]after[/b]").bold).toEqual(["after"]);
  });

  it("W32 reads phpBB's stored BBCode with unique ids", () => {
    const post =
      "[quote=&quot;Kaiser&quot;:2x1k3j4l][b:2x1k3j4l]Attack Berlin[/b:2x1k3j4l][/quote:2x1k3j4l]" +
      "[list:2x1k3j4l][*:2x1k3j4l][b:2x1k3j4l]Hold Warsaw[/b:2x1k3j4l][/*:m:2x1k3j4l][/list:u:2x1k3j4l]" +
      "[code:2x1k3j4l][b]x[/b][/code:2x1k3j4l][b:2x1k3j4l]Build 1 in Kiev[/b:2x1k3j4l]";
    expect(extractBbcode(post)).toEqual({
      bold: ["Hold Warsaw", "Build 1 in Kiev"],
      text: "Hold Warsaw\nBuild 1 in Kiev",
    });
  });

  it("keeps unknown bracketed words as text", () => {
    expect(extractBbcode("[A] [b][Army] Moscow holds[/b] [1]").text).toBe("[A] [Army] Moscow holds [1]");
  });
});

describe("extractBbcode: malformed markup", () => {
  it("runs an unclosed [b] to the end of the post", () => {
    expect(extractBbcode("Orders: [b]Build 2 divisions in Moscow\nHold Kiev").bold).toEqual([
      "Build 2 divisions in Moscow\nHold Kiev",
    ]);
  });

  it("keeps a stray [/b] as text", () => {
    const { bold, text } = extractBbcode("Hold Kiev[/b] [b]Build 1[/b]");
    expect(bold).toEqual(["Build 1"]);
    expect(text).toBe("Hold Kiev[/b] Build 1");
  });

  it("closes inner tags when an outer tag closes", () => {
    expect(extractBbcode("[b][i]Hold Kiev[/b] not bold[/i]").bold).toEqual(["Hold Kiev"]);
    expect(extractBbcode("[quote][b]quoted[/quote] mine[/b]").bold).toEqual([]);
  });

  it("W32 a stray closing tag inside a quote cannot close the author's own bold around it", () => {
    expect(extractBbcode("[b]Build 2 in Moscow[quote]x[/b] y[/quote]Hold Kiev[/b] plain").bold).toEqual([
      "Build 2 in Moscow",
      "Hold Kiev",
    ]);
  });

  it("reads forum-specific presentation tags as formatting", () => {
    const post =
      "[align=center][heading=2][b]Orders[/b][/heading][/align] [user=12]Kaiser[/user] [table][tr][td][b]Hold Kiev[/b][/td][/tr][/table]";
    const { bold, text } = extractBbcode(post);
    expect(bold).toEqual(["Orders", "Hold Kiev"]);
    expect(text).toBe("Orders Kaiser Hold Kiev");
  });

  it("runs an unclosed quote, spoiler or code to the end of the post", () => {
    expect(extractBbcode("[b]a[/b][quote][b]b[/b]").bold).toEqual(["a"]);
    expect(extractBbcode("[b]a[/b][spoiler][b]b[/b]").bold).toEqual(["a"]);
    expect(extractBbcode("[b]a[/b][code][b]b[/b]").bold).toEqual(["a"]);
  });

  it("survives brackets that are not tags", () => {
    expect(extractBbcode("[[[b]]] [/] [b").bold).toEqual(["]] [/] [b"]);
    expect(extractBbcode("").bold).toEqual([]);
    expect(extractBbcode("[").text).toBe("[");
  });
});

describe("parseBbcodeDocument", () => {
  it("gives one valid post with defaults", () => {
    const thread = parseBbcodeDocument("[b]Build 2 divisions in Moscow[/b]");
    expect(parsedThreadSchema.parse(thread)).toEqual({
      platform: "bbcode",
      posts: [
        {
          platform: "bbcode",
          postId: "1",
          author: { name: "unknown" },
          postedAt: null,
          edited: null,
          bold: ["Build 2 divisions in Moscow"],
          text: "Build 2 divisions in Moscow",
        },
      ],
    });
  });

  it("W33 reads the UBB edit note as an edit by the author, with its date, and drops the note", () => {
    const post =
      "[b]Build 2 divisions in Moscow[/b]\n\n[This message has been edited by Tsar Nicholas (edited 09-20-2006 @ 05:13 PM).]";
    const [parsed] = parseBbcodeDocument(post, { author: "Tsar Nicholas", postId: "42" }).posts;
    expect(parsed?.postId).toBe("42");
    expect(parsed?.edited).toEqual({
      by: "Tsar Nicholas",
      at: "2006-09-20T17:13:00.000Z",
      byModerator: false,
    });
    expect(parsed?.text).toBe("Build 2 divisions in Moscow");
    expect(parsed?.bold).toEqual(["Build 2 divisions in Moscow"]);
  });

  it("W33 ruling: an edit note naming someone else is a moderator's edit", () => {
    const post =
      "[b]Hold Kiev[/b]\n[This message has been edited by GM Ludendorff (edited 01-02-2007 @ 12:05 AM).]";
    const [parsed] = parseBbcodeDocument(post, { author: "Tsar Nicholas" }).posts;
    expect(parsed?.edited).toEqual({
      by: "GM Ludendorff",
      at: "2007-01-02T00:05:00.000Z",
      byModerator: true,
    });
  });

  it("W33 reads older notes without a time, and an impossible date as an unknown time", () => {
    const [a] = parseBbcodeDocument("x [This message was edited by Bob (edited 12-31-1999).]").posts;
    expect(a?.edited).toEqual({ by: "Bob", at: "1999-12-31T00:00:00.000Z", byModerator: false });
    const [b] = parseBbcodeDocument(
      "x [This message has been edited by Bob (edited 02-30-2006 @ 13:70 PM).]",
    ).posts;
    expect(b?.edited).toEqual({ by: "Bob", at: null, byModerator: false });
  });

  it("W33 an edit note inside a quote does not mark the quoting post", () => {
    const post =
      "[quote][b]Attack Vienna[/b]\n[This message has been edited by Kaiser (edited 09-20-2006 @ 05:13 PM).][/quote]\n[b]Hold Vienna[/b]";
    const [parsed] = parseBbcodeDocument(post, { author: "Franz" }).posts;
    expect(parsed?.edited).toBeNull();
    expect(parsed?.bold).toEqual(["Hold Vienna"]);
  });

  it("ignores options that do not validate, and never throws on a non-string source from JavaScript", () => {
    const [parsed] = parseBbcodeDocument("[b]Hold Kiev[/b]", { author: "  ", postId: "" }).posts;
    expect(parsed?.author).toEqual({ name: "unknown" });
    expect(parsed?.postId).toBe("1");
    expect(parseBbcodeDocument(undefined as unknown as string).posts[0]?.text).toBe("");
  });

  it("W33 the latest of several edit notes is the one reported", () => {
    const post =
      "x\n[This message has been edited by A (edited 01-01-2006 @ 01:00 PM).]\n[This message has been edited by B (edited 01-02-2006 @ 01:00 PM).]";
    expect(parseBbcodeDocument(post, { author: "A" }).posts[0]?.edited?.by).toBe("B");
  });
});
