import { describe, expect, it } from "vitest";
import {
  entriesOfAuthor,
  type SeatHandles,
  seatOfAuthor,
  seatOfHandle,
  seatsOfAuthor,
} from "../../src/identity/authors.ts";

const players: SeatHandles[] = [
  { seat: "russia", names: ["Osmano", "osmano#1"], discordIds: ["555"] },
  { seat: "germany", names: ["Kaiser"] },
];

/** #25 the one identity rule of every game (W33): who speaks for which seat. */
describe("identity of a post's author (src/identity)", () => {
  it("W33 a forum post is its account's, by the exact name (never trimmed or folded)", () => {
    expect(seatOfAuthor(players, { platform: "phpbb3", author: { name: "Osmano" } })).toBe("russia");
    expect(seatOfAuthor(players, { platform: "phpbb3", author: { name: "osmano#1" } })).toBe("russia");
    expect(seatOfAuthor(players, { platform: "phpbb3", author: { name: "osmano" } })).toBeNull();
    expect(seatOfAuthor(players, { platform: "phpbb3", author: { name: "Osmano " } })).toBeNull();
  });

  it("W33 a Discord post is its user's, whatever display name it shows", () => {
    expect(seatOfAuthor(players, { platform: "discord", author: { name: "Kaiser", id: "555" } })).toBe(
      "russia",
    );
    expect(seatOfAuthor(players, { platform: "discord", author: { name: "Osmano", id: "999" } })).toBeNull();
  });

  it("an author listed for two seats speaks for none (the set-up mistake is the caller's to report)", () => {
    const two = [...players, { seat: "italy", names: ["Osmano"] }];
    expect(seatsOfAuthor(two, { platform: "phpbb3", author: { name: "Osmano" } })).toEqual([
      "russia",
      "italy",
    ]);
    expect(seatOfAuthor(two, { platform: "phpbb3", author: { name: "Osmano" } })).toBeNull();
  });

  it("entriesOfAuthor keeps each game's own entries (World War 1907's order book lists nations)", () => {
    const book = [{ nation: "russia", names: ["Osmano"] }];
    expect(entriesOfAuthor(book, { platform: "phpbb3", author: { name: "Osmano" } })).toEqual(book);
  });

  it("a GM's look-up by handle takes a forum name (spaces around it ignored) or a Discord user id", () => {
    expect(seatOfHandle(players, " Kaiser ")).toBe("germany");
    expect(seatOfHandle(players, "555")).toBe("russia");
    expect(seatOfHandle(players, "nobody")).toBeNull();
  });
});
