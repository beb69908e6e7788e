import { describe, expect, it } from "vitest";
import { render } from "../../src/presenters/render.ts";
import { openDatabase } from "../../src/storage/database.ts";
import { SqliteDatabase } from "../../src/storage/sqlite/sqlite-database.ts";
import { islandsInTurn } from "../rulesets-for-tests/islands/in-turn.ts";
import { contractService, forumPost } from "./contract-games.ts";

/**
 * The generic play's sequential branch (a Risk-like game): each accepted order is carried out as it is posted and
 * each turn has its own committed seed; an edit or deletion leaves what was done (the GM can undo); the GM's resolve
 * skips an absent seat; every closed turn has a record that verifies.
 */
describe("the generic play of a sequential test ruleset", () => {
  it("I8 carries orders out at once, keeps edits, skips the absent, undoes and verifies", async () => {
    const t = contractService(new SqliteDatabase(openDatabase(":memory:")), [islandsInTurn]);
    const created = await t.service.createGame({ scenario: "islands-in-turn", players: ["Rosa", "Bram"] });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    expect((await t.service.waitingOn(id)).map((w) => w.seat)).toEqual(["red"]);
    const at = (m: number) => new Date(Date.parse("2026-12-01T12:00:00Z") + m * 60_000).toISOString();
    t.clock.now = new Date(at(1));
    const [early] = await t.service.ingest(id, "forum", [
      forumPost("b1", "Bram", at(1), "attack Brisk from Coral"),
    ]);
    expect(early).toMatchObject({ kind: "orders", receipt: { accepted: 0, lines: [{ rule: "I8" }] } });
    const [red] = await t.service.ingest(id, "forum", [
      forumPost("r1", "Rosa", at(2), "attack Coral from Brisk"),
    ]);
    expect(red).toMatchObject({ kind: "orders", receipt: { accepted: 1 } });
    expect(red?.kind === "orders" && render(red.receipt.document, "text")).toMatch(/Coral .*\(die \d\)/);
    expect(await t.service.info(id)).toMatchObject({ ok: true, value: { phase: "turn-2" } });
    const record = await t.service.publishedRecord(id);
    expect(record.ok && islandsInTurn.engine.verifyRecord(record.value)).toMatchObject({ ok: true });
    const before = await t.service.statusJson(id);
    const [edited] = await t.service.ingest(id, "forum", [
      forumPost("r1", "Rosa", at(2), "attack Dune from Alba"),
    ]);
    expect(edited).toMatchObject({ kind: "edited", voided: false });
    expect(await t.service.deletePost(id, "forum", "r1")).toMatchObject({ kind: "deleted", voided: false });
    expect(await t.service.statusJson(id)).toEqual(before);
    const skipped = await t.service.resolve(id, { name: "GM" });
    expect(skipped.ok && skipped.value.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(await t.service.info(id)).toMatchObject({ ok: true, value: { phase: "turn-3" } });
    const undone = await t.service.undo(id, { name: "GM" });
    expect(undone.ok && render(undone.value, "text")).toContain("undid the last resolution");
    expect(await t.service.info(id)).toMatchObject({ ok: true, value: { phase: "turn-2" } });
    expect(await t.service.statusJson(id)).toEqual(before);
    const again = await t.service.undo(id, { name: "GM" });
    expect(again.ok && render(again.value, "text")).toContain(`Red's order "Attack Coral from Brisk"`);
    expect(await t.service.info(id)).toMatchObject({ ok: true, value: { phase: "turn-1" } });
    expect(await t.service.undo(id, { name: "GM" })).toMatchObject({ ok: false });
  });
});
