import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ParsedPost } from "../../../../parsers/post.ts";
import {
  type BookPlayer,
  buildOrderBook,
  playersOf,
} from "../../../../src/rulesets/ww1907/language/order-book.ts";
import { fixtureLexicon } from "./fixture.ts";

const lexicon = fixtureLexicon();
const window = { opens: "2026-03-01T00:00:00Z", closes: "2026-03-03T00:00:00Z" };
const players: BookPlayer[] = [
  { nation: "russia", names: ["Osmano"] },
  { nation: "austria-hungary", names: ["Dio"] },
];

/** The players with Russia's Discord account too. */
const withDiscord: BookPlayer[] = players.map((p) =>
  p.nation === "russia" ? { ...p, discordIds: ["123456789012345678"] } : p,
);

/** A Discord message: a display name and the user id that proves who wrote it. */
function discordPost(name: string, id: string, at: string, bold: string[]): ParsedPost {
  return { ...post(name, at, bold, null, id), platform: "discord" };
}

let seq = 0;
function post(
  author: string,
  at: string | null,
  bold: string[],
  edited: ParsedPost["edited"] = null,
  id?: string,
): ParsedPost {
  seq++;
  return {
    platform: "bbcode",
    postId: `p${seq}`,
    author: id ? { name: author, id } : { name: author },
    postedAt: at,
    edited,
    bold,
    text: bold.join("\n"),
  };
}

const russia = (book: ReturnType<typeof buildOrderBook>) => book.nations.find((n) => n.nation === "russia");

describe("order book (W32, W33)", () => {
  it("W33 a later order post replaces the earlier one", () => {
    const a = post("Osmano", "2026-03-01T10:00:00Z", ["Build 3 in Moscow"]);
    const b = post("Osmano", "2026-03-01T12:00:00Z", ["Build 1 in Kiev"]);
    const book = buildOrderBook({ posts: [a, b], window, players, lexicon });
    expect(russia(book)?.postId).toBe(b.postId);
    expect(russia(book)?.commands).toEqual([{ kind: "build", unit: "division", province: "kiev", count: 1 }]);
    expect(book.ignored).toContainEqual(
      expect.objectContaining({ postId: a.postId, reason: expect.stringContaining("replaced") }),
    );
  });

  it("W33 an edited post counts for nothing and the previous valid post is in force again", () => {
    const a = post("Osmano", "2026-03-01T10:00:00Z", ["Build 3 in Moscow"]);
    const b = post("Osmano", "2026-03-01T12:00:00Z", ["Build 1 in Kiev"], {
      by: "Osmano",
      at: "2026-03-01T12:30:00Z",
      byModerator: false,
    });
    const book = buildOrderBook({ posts: [a, b], window, players, lexicon });
    expect(russia(book)?.postId).toBe(a.postId);
    expect(russia(book)?.commands).toEqual([
      { kind: "build", unit: "division", province: "moscow", count: 3 },
    ]);
    expect(book.ignored).toEqual([
      expect.objectContaining({ postId: b.postId, reason: expect.stringContaining("edited") }),
    ]);
  });

  it("W33 posts, posts again, then edits the second post: the first is in force", () => {
    const first = post("Osmano", "2026-03-01T10:00:00Z", ["Build 3 in Moscow"]);
    const second = post("Osmano", "2026-03-01T11:00:00Z", ["Build 2 in Warsaw"]);
    const secondEdited = {
      ...second,
      edited: { by: "Osmano", at: "2026-03-01T11:05:00Z", byModerator: false },
    };
    const before = buildOrderBook({ posts: [first, second], window, players, lexicon });
    expect(russia(before)?.postId).toBe(second.postId);
    const after = buildOrderBook({ posts: [first, secondEdited], window, players, lexicon });
    expect(russia(after)?.postId).toBe(first.postId);
    expect(russia(after)?.commands).toEqual([
      { kind: "build", unit: "division", province: "moscow", count: 3 },
    ]);
  });

  it("W33 with every order post edited the nation has no orders in force", () => {
    const edited = { by: "Osmano", at: "2026-03-01T11:05:00Z", byModerator: false };
    const a = post("Osmano", "2026-03-01T10:00:00Z", ["Build 3 in Moscow"], edited);
    const book = buildOrderBook({ posts: [a], window, players, lexicon });
    expect(russia(book)).toMatchObject({ postId: null, commands: [] });
  });

  it("W33 ruling: a moderator's edit is reported and does not void the post", () => {
    const a = post("Osmano", "2026-03-01T10:00:00Z", ["Build 3 in Moscow"]);
    const b = post("Osmano", "2026-03-01T12:00:00Z", ["Build 1 in Kiev"], {
      by: "Admiral_Nelson",
      at: "2026-03-02T09:00:00Z",
      byModerator: true,
    });
    const book = buildOrderBook({ posts: [a, b], window, players, lexicon });
    expect(russia(book)?.postId).toBe(b.postId);
    expect(book.notes).toContainEqual(
      expect.objectContaining({ postId: b.postId, note: expect.stringContaining("Admiral_Nelson") }),
    );
  });

  it("W33 posts by non-players are ignored", () => {
    const a = post("Lurker", "2026-03-01T10:00:00Z", ["Declare war on Russia"]);
    const book = buildOrderBook({ posts: [a], window, players, lexicon });
    expect(book.ignored).toEqual([
      expect.objectContaining({ postId: a.postId, reason: "not a player of this game" }),
    ]);
    expect(book.nations.every((n) => n.postId === null)).toBe(true);
  });

  it("W33 posts outside the phase window are ignored, and the window's ends are inside", () => {
    const early = post("Osmano", "2026-02-28T23:59:59Z", ["Build 9 in Moscow"]);
    const atOpen = post("Osmano", "2026-03-01T00:00:00Z", ["Build 1 in Moscow"]);
    const atClose = post("Dio", "2026-03-03T00:00:00Z", ["Declare war on Russia"]);
    const late = post("Osmano", "2026-03-03T00:00:01Z", ["Build 9 in Kiev"]);
    const book = buildOrderBook({ posts: [early, atOpen, atClose, late], window, players, lexicon });
    expect(russia(book)?.postId).toBe(atOpen.postId);
    expect(book.nations.find((n) => n.nation === "austria-hungary")?.postId).toBe(atClose.postId);
    const reasons = Object.fromEntries(book.ignored.map((i) => [i.postId, i.reason]));
    expect(reasons[early.postId]).toContain("before this phase opened");
    expect(reasons[late.postId]).toContain("after this phase's window closed");
    const sides = Object.fromEntries(book.ignored.map((i) => [i.postId, i.outside]));
    expect(sides[early.postId]).toBe("before");
    expect(sides[late.postId]).toBe("after");
  });

  it("a post without a readable date is ignored with the reason", () => {
    const a = post("Osmano", null, ["Build 1 in Moscow"]);
    const book = buildOrderBook({ posts: [a], window, players, lexicon });
    expect(book.ignored[0]?.reason).toContain("no date");
  });

  it("W33 authors map to nations by exact forum name or alias, and Discord posts by user id only", () => {
    const byName = post("Osmano", "2026-03-01T10:00:00Z", ["Build 1 in Moscow"]);
    const byId = discordPost("Someone Else", "123456789012345678", "2026-03-01T11:00:00Z", [
      "Build 2 in Moscow",
    ]);
    const book = buildOrderBook({ posts: [byName], window, players, lexicon });
    expect(russia(book)?.postId).toBe(byName.postId);
    const book2 = buildOrderBook({ posts: [byName, byId], window, players: withDiscord, lexicon });
    expect(russia(book2)?.postId).toBe(byId.postId);
  });

  it("W33 a look-alike name is not the player: case, accents and full-width letters never give orders", () => {
    const spoofs = ["OSMANO", "osmano", "Osmanó", "ＯＳＭＡＮＯ"].map((name, k) =>
      post(name, `2026-03-01T1${k}:00:00Z`, ["Build 3 in Moscow"]),
    );
    const book = buildOrderBook({ posts: spoofs, window, players, lexicon });
    expect(russia(book)?.postId ?? null).toBeNull();
    for (const s of spoofs) {
      expect(book.ignored.find((i) => i.postId === s.postId)?.reason).toBe("not a player of this game");
    }
  });

  it("W33 on Discord a display name proves nothing: a non-player named like a player gives no orders", () => {
    const impostor = discordPost("Osmano", "999", "2026-03-01T10:00:00Z", ["Build 3 in Moscow"]);
    const book = buildOrderBook({ posts: [impostor], window, players: withDiscord, lexicon });
    expect(russia(book)?.postId ?? null).toBeNull();
  });

  it("W33 property: no author outside the player list ever gets an order into force", () => {
    const author = fc.record({
      name: fc.string({ minLength: 1, maxLength: 12 }),
      discordId: fc.option(fc.string({ minLength: 1, maxLength: 20 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(author, { maxLength: 8 }), (authors) => {
        const listedNames = new Set(withDiscord.flatMap((p) => p.names));
        const listedIds = new Set(withDiscord.flatMap((p) => p.discordIds ?? []));
        const posts = authors
          .filter((a) =>
            a.discordId === undefined ? !listedNames.has(a.name.trim()) : !listedIds.has(a.discordId),
          )
          .map((a, k) => {
            const at = `2026-03-01T10:${String(k).padStart(2, "0")}:00Z`;
            return a.discordId === undefined
              ? post(a.name, at, ["Build 1 in Moscow"])
              : discordPost(a.name, a.discordId, at, ["Build 1 in Moscow"]);
          });
        const book = buildOrderBook({ posts, window, players: withDiscord, lexicon });
        return book.nations.every((n) => n.postId === null);
      }),
    );
  });

  it("posts are taken in time order, not page order", () => {
    const later = post("Osmano", "2026-03-02T10:00:00Z", ["Build 2 in Kiev"]);
    const earlier = post("Osmano", "2026-03-01T10:00:00Z", ["Build 1 in Moscow"]);
    const book = buildOrderBook({ posts: [later, earlier], window, players, lexicon });
    expect(russia(book)?.postId).toBe(later.postId);
  });

  it("a post with no orders at all (chat, emphasis) does not replace earlier orders", () => {
    const orders = post("Osmano", "2026-03-01T10:00:00Z", ["Build 3 in Moscow"]);
    const chat = post("Osmano", "2026-03-01T12:00:00Z", ["IMPORTANT", "Russia"]);
    const empty = post("Osmano", "2026-03-01T13:00:00Z", []);
    const book = buildOrderBook({ posts: [orders, chat, empty], window, players, lexicon });
    expect(russia(book)?.postId).toBe(orders.postId);
    expect(book.ignored.map((i) => i.postId)).toEqual([chat.postId, empty.postId]);
    expect(book.ignored[0]?.reason).toContain("no orders");
  });

  it("a post of unreadable orders still replaces the earlier one, and its errors are reported", () => {
    const a = post("Osmano", "2026-03-01T10:00:00Z", ["Build 3 in Moscow"]);
    const b = post("Osmano", "2026-03-01T12:00:00Z", ["Build 3 in Moskow"]);
    const book = buildOrderBook({ posts: [a, b], window, players, lexicon });
    expect(russia(book)?.postId).toBe(b.postId);
    expect(russia(book)?.commands).toEqual([]);
    expect(russia(book)?.errors[0]?.suggestions).toEqual(["Moscow"]);
  });

  it("choose N in a later post settles the pending ambiguous order", () => {
    const a = post("Osmano", "2026-03-01T10:00:00Z", ["Warsaw -> Krakow (3)", "Build 1 in Kiev"]);
    const pick = post("Osmano", "2026-03-01T11:00:00Z", ["choose 2"]);
    const before = buildOrderBook({ posts: [a], window, players, lexicon });
    expect(russia(before)?.pending).toHaveLength(1);
    expect(russia(before)?.commands).toHaveLength(1);
    const book = buildOrderBook({ posts: [a, pick], window, players, lexicon });
    expect(russia(book)?.postId).toBe(a.postId);
    expect(russia(book)?.pending).toEqual([]);
    expect(russia(book)?.commands).toEqual([
      { kind: "attack", target: "krakow", sources: [{ from: "warsaw", count: 3 }] },
      { kind: "build", unit: "division", province: "kiev", count: 1 },
    ]);
    expect(russia(book)?.choices).toEqual([expect.objectContaining({ choose: 2, applied: true })]);
  });

  it("an edited choose post counts for nothing (W33)", () => {
    const a = post("Osmano", "2026-03-01T10:00:00Z", ["Warsaw -> Krakow (3)"]);
    const pick = post("Osmano", "2026-03-01T11:00:00Z", ["choose 2"], {
      by: "Osmano",
      at: null,
      byModerator: false,
    });
    const book = buildOrderBook({ posts: [a, pick], window, players, lexicon });
    expect(russia(book)?.pending).toHaveLength(1);
  });

  it("choose with nothing pending, or out of range, is reported and changes nothing", () => {
    const lone = post("Osmano", "2026-03-01T09:00:00Z", ["choose 1"]);
    const a = post("Osmano", "2026-03-01T10:00:00Z", ["Warsaw -> Krakow (3)"]);
    const tooBig = post("Osmano", "2026-03-01T11:00:00Z", ["choose 5"]);
    const book = buildOrderBook({ posts: [lone, a, tooBig], window, players, lexicon, phase: undefined });
    expect(book.ignored).toContainEqual(
      expect.objectContaining({ postId: lone.postId, reason: expect.stringContaining("choose") }),
    );
    expect(russia(book)?.pending).toHaveLength(1);
    expect(russia(book)?.choices[0]).toMatchObject({ choose: 5, applied: false });
  });

  it("a new order post after a choose starts afresh", () => {
    const a = post("Osmano", "2026-03-01T10:00:00Z", ["Warsaw -> Krakow (3)"]);
    const pick = post("Osmano", "2026-03-01T11:00:00Z", ["choose 1"]);
    const c = post("Osmano", "2026-03-01T12:00:00Z", ["Build 1 in Moscow"]);
    const book = buildOrderBook({ posts: [a, pick, c], window, players, lexicon });
    expect(russia(book)).toMatchObject({ postId: c.postId, choices: [] });
  });

  it("the phase settles verbless orders in the book", () => {
    const a = post("Osmano", "2026-03-01T10:00:00Z", ["Warsaw -> Krakow (3)"]);
    const book = buildOrderBook({ posts: [a], window, players, lexicon, phase: "attack" });
    expect(russia(book)?.commands).toEqual([
      { kind: "attack", target: "krakow", sources: [{ from: "warsaw", count: 3 }] },
    ]);
  });

  it("an author listed for two nations is not guessed", () => {
    const two: BookPlayer[] = [...players, { nation: "italy", names: ["Osmano"] }];
    const a = post("Osmano", "2026-03-01T10:00:00Z", ["Build 1 in Moscow"]);
    const book = buildOrderBook({ posts: [a], window, players: two, lexicon });
    expect(book.ignored[0]?.reason).toContain("several nations");
  });

  it("playersOf takes each nation's player and handles", () => {
    expect(playersOf([{ id: "russia", player: "Osmano", handles: ["osmano#1"] }])).toEqual([
      { nation: "russia", names: ["Osmano", "osmano#1"] },
    ]);
  });
});

describe("order book settings and inputs", () => {
  it("W33 with the moderatorEditVoids ruling a moderator's edit voids the post too", () => {
    const a = post("Osmano", "2026-03-01T10:00:00Z", ["Build 3 in Moscow"]);
    const b = post("Osmano", "2026-03-01T12:00:00Z", ["Build 1 in Kiev"], {
      by: "GM",
      at: null,
      byModerator: true,
    });
    const book = buildOrderBook({
      posts: [a, b],
      window,
      players,
      lexicon,
      rulings: { moderatorEditVoids: true },
    });
    expect(russia(book)?.postId).toBe(a.postId);
    expect(book.ignored).toContainEqual(
      expect.objectContaining({ postId: b.postId, reason: expect.stringContaining("moderatorEditVoids") }),
    );
  });

  it("a phase window that cannot be read is refused, not treated as open", () => {
    expect(() =>
      buildOrderBook({ posts: [], window: { opens: "soon", closes: "later" }, players, lexicon }),
    ).toThrow(/ISO 8601/);
    expect(() =>
      buildOrderBook({
        posts: [],
        window: { opens: "2026-03-03T00:00:00Z", closes: "2026-03-01T00:00:00Z" },
        players,
        lexicon,
      }),
    ).toThrow(/closes before it opens/);
  });

  it("every player nation is listed, with no post when it gave no orders", () => {
    const book = buildOrderBook({ posts: [], window, players, lexicon });
    expect(book.nations.map((n) => [n.nation, n.postId])).toEqual([
      ["russia", null],
      ["austria-hungary", null],
    ]);
  });
});
