import type { Document } from "../../presenters/document.ts";
import { err, ok } from "../../result.ts";
import { explainUnread } from "../../rulesets/ww1907/language/unread-orders.ts";
import { receiptDocument, receiptLines } from "../../rulesets/ww1907/views/receipts.ts";
import { previewDocument } from "../../rulesets/ww1907/views/reports.ts";
import { receiptIdOf } from "../incoming-post.ts";
import type { ServiceResult } from "../types.ts";
import { judgeOrdersInForce, supplyLeft } from "./judge-orders.ts";
import type { Ww1907Kit } from "./kit.ts";
import { findNation, unknownNation } from "./nations.ts";

/*
 * A nation's orders in force, judged: its receipt and its preview. Apart from the status (`player-views.ts`), since
 * they judge orders (the rules' validation, the battle odds), which a status does not load.
 */

/** The orders in force for a nation, with their verdicts, as its receipt reads. */
export async function ordersInForce(
  kit: Ww1907Kit,
  gameId: string,
  nationName: string,
): Promise<ServiceResult<Document>> {
  const ctx = await kit.context(gameId);
  if (!ctx.ok) return ctx;
  const nation = findNation(ctx.value, nationName);
  if (!nation) return err(unknownNation(ctx.value, nationName));
  const judged = await judgeOrdersInForce(kit, gameId, nation, await kit.book(gameId, { partial: true }));
  if (!judged.ok) return judged;
  const { lines, verdicts, commands, postId } = judged.value;
  const state = await kit.state(gameId);
  return ok(
    receiptDocument({
      receiptId: postId ? receiptIdOf(gameId, postId) : "-",
      postId: postId ?? "-",
      nation: ctx.value.nameOf(nation),
      inForcePostId: postId,
      replaces: null,
      lines: receiptLines(lines, verdicts, ctx.value.nameOf),
      supply: await supplyLeft(kit, gameId, nation, commands, verdicts),
      choices: [],
      nameOf: ctx.value.nameOf,
      unread: explainUnread(
        lines,
        ctx.value.lexicon,
        { nation, phase: state.ok ? state.value.phase : undefined },
        ctx.value.nameOf,
      ),
    }),
  );
}

/** What the nation's orders would do if the phase were resolved now: legality, supply, exact attack odds. */
export async function preview(
  kit: Ww1907Kit,
  gameId: string,
  nationName: string,
): Promise<ServiceResult<Document>> {
  const ctx = await kit.context(gameId);
  const state = await kit.state(gameId);
  if (!ctx.ok) return ctx;
  if (!state.ok) return state;
  const nation = findNation(ctx.value, nationName);
  if (!nation) return err(unknownNation(ctx.value, nationName));
  const judged = await judgeOrdersInForce(kit, gameId, nation, await kit.book(gameId, { partial: true }));
  if (!judged.ok) return judged;
  const { commands, verdicts } = judged.value;
  return ok(
    previewDocument({
      ctx: ctx.value,
      state: state.value,
      nation,
      commands,
      verdicts,
      supply: await supplyLeft(kit, gameId, nation, commands, verdicts),
    }),
  );
}
