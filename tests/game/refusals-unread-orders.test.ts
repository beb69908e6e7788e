import { describe, expect, it } from "vitest";
import { describeIngest } from "../../src/game/ingest-text.ts";
import { render } from "../../src/presenters/render.ts";
import { post, testService } from "./helpers.ts";

/** A bold post whose lines read as no order is answered with what could not be read and what was meant (W32, W33). */
async function newGame() {
  const { service } = testService();
  const game = await service.createGame({ scenario: "ww1907", startsAt: "2020-01-01T00:00:00Z" });
  if (!game.ok) throw new Error(game.error);
  return { service, id: game.value.id };
}

describe("bold posts that read as no order", () => {
  it("W32 W33 'Bulid 2 in Moskow' names the line, suggests Build 2 divisions in Moscow, and keeps the earlier orders in force", async () => {
    const { service, id } = await newGame();
    await service.ingest(id, "forum", [post("Osmano", ["Build 1 division in Kiev"], { postId: "1" })]);
    const [result] = await service.ingest(id, "forum", [
      post("Osmano", ["Bulid 2 in Moskow"], { postId: "2" }),
    ]);
    if (result?.kind !== "no-orders" || !result.document) throw new Error(`unexpected ${result?.kind}`);
    expect(result.inForce).toBe("1");
    expect(result.unread?.[0]).toMatchObject({
      text: "Bulid 2 in Moskow",
      suggestion: "Build 2 divisions in Moscow",
      names: [
        { word: "Bulid", suggestions: ["build"] },
        { word: "Moskow", suggestions: ["Moscow"] },
      ],
      attempt: true,
    });
    const text = render(result.document, "text");
    expect(text).toContain("Bulid 2 in Moskow");
    expect(text).toContain("did you mean: Build 2 divisions in Moscow?");
    expect(text).toContain("Your orders in force stay those of post 1");
    expect(text).not.toContain("no bold orders");
    const orders = await service.ordersInForce(id, "Russia");
    expect(orders.ok && render(orders.value, "text")).toContain("build 1 division in Kiev");
  });

  it("W8 'Hold Warsaw' says there is no hold order and that unmoved divisions stay", async () => {
    const { service, id } = await newGame();
    const [result] = await service.ingest(id, "forum", [post("Osmano", ["Hold Warsaw"])]);
    if (result?.kind !== "no-orders" || !result.document) throw new Error(`unexpected ${result?.kind}`);
    const text = render(result.document, "text");
    expect(text).toContain("Hold Warsaw");
    expect(text).toContain("there is no hold order");
    expect(text).toContain("You have no orders in force yet");
  });

  it("W14 W31 'Support Germany' says what to write instead of a support order", async () => {
    const { service, id } = await newGame();
    const [result] = await service.ingest(id, "forum", [post("Osmano", ["Support Germany"])]);
    if (result?.kind !== "no-orders" || !result.document) throw new Error(`unexpected ${result?.kind}`);
    const text = render(result.document, "text");
    expect(text).toContain("there is no support order");
    expect(text).toContain("Give 5pp to Germany");
  });

  it("W33 every unreadable line of the post is listed, and the post replaces nothing", async () => {
    const { service, id } = await newGame();
    await service.ingest(id, "forum", [post("Osmano", ["Build 1 division in Kiev"], { postId: "1" })]);
    const [result] = await service.ingest(id, "forum", [
      post("Osmano", ["Bulid 2 in Moskow", "Hold Warsaw", "Support Germany"], { postId: "2" }),
    ]);
    if (result?.kind !== "no-orders" || !result.document) throw new Error(`unexpected ${result?.kind}`);
    expect(result.unread?.map((l) => l.text)).toEqual([
      "Bulid 2 in Moskow",
      "Hold Warsaw",
      "Support Germany",
    ]);
    expect(render(result.document, "text")).toContain("none of the 3 bold lines could be read as an order");
    const report = await service.report(id);
    expect(report.ok && render(report.value, "text")).toContain("Post in force: 1");
  });

  it("W32 two equally close names: both are listed and no order is built from a guess", async () => {
    const { service, id } = await newGame();
    const [result] = await service.ingest(id, "forum", [post("Osmano", ["Bulid 2 in Kie"])]);
    if (result?.kind !== "no-orders" || !result.document) throw new Error(`unexpected ${result?.kind}`);
    const line = result.unread?.[0];
    expect(line?.suggestion).toBeUndefined();
    expect(line?.names.find((n) => n.word === "Kie")?.suggestions).toEqual(["Kiel", "Kiev"]);
    expect(render(result.document, "text")).toContain('"Kie" → Kiel or Kiev');
  });

  it("W33 emphasis is explained too but is no order attempt (the bot stays quiet on it)", async () => {
    const { service, id } = await newGame();
    const [result] = await service.ingest(id, "forum", [post("Osmano", ["Good luck everyone!"])]);
    expect(result).toMatchObject({ kind: "no-orders", unread: [{ attempt: false }] });
  });

  it("W32 a post with no bold at all gets no explanation", async () => {
    const { service, id } = await newGame();
    const [result] = await service.ingest(id, "forum", [post("Osmano", [], { text: "just chatting" })]);
    if (!result) throw new Error("no result");
    expect(result).toEqual({
      kind: "no-orders",
      postId: expect.any(String),
      nation: "russia",
      nationName: "Russian Empire",
    });
    expect(describeIngest(result)).toBe(`post ${result.postId} (Russian Empire): no bold orders, left alone`);
  });
});
