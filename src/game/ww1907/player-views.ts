import type { Document } from "../../presenters/document.ts";
import { err, ok } from "../../result.ts";
import { explainUnread } from "../../rulesets/ww1907/language/unread-orders.ts";
import type { GameState } from "../../rulesets/ww1907/state.ts";
import type { GameRow } from "../../storage/rows.ts";
import { receiptIdOf } from "../incoming-post.ts";
import type { GameInfo, ServiceResult } from "../types.ts";
import type { GameContext } from "./context.ts";
import { judgeOrdersInForce, supplyLeft } from "./judge-orders.ts";
import type { Ww1907Kit } from "./kit.ts";
import { findNation, unknownNation } from "./nations.ts";
import { receiptDocument, receiptLines } from "./receipts.ts";
import { type PlayerNames, type StatusJson, statusJson } from "./report-json.ts";
import { previewDocument, statusDocument } from "./reports.ts";

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

/** A nation's standing (pp, supply groups, units, commanders), or the whole game's when no nation is given. */
export async function status(
  kit: Ww1907Kit,
  game: GameRow,
  info: GameInfo,
  nationName?: string,
): Promise<ServiceResult<Document>> {
  const parts = await statusParts(kit, game.id, nationName);
  if (!parts.ok) return parts;
  return ok(statusDocument({ ...parts.value, info }));
}

/** `status --json`: every nation's standing (or one nation's) as data. */
export async function statusAsJson(
  kit: Ww1907Kit,
  game: GameRow,
  info: GameInfo,
  nationName?: string,
): Promise<ServiceResult<StatusJson>> {
  const parts = await statusParts(kit, game.id, nationName);
  if (!parts.ok) return parts;
  return ok(statusJson({ ...parts.value, info, players: await playerNames(kit, game.id) }));
}

/** What status needs, in text or JSON: the game's setup and state, and the nation asked for, if any. */
async function statusParts(
  kit: Ww1907Kit,
  gameId: string,
  nationName?: string,
): Promise<ServiceResult<{ ctx: GameContext; state: GameState; nation: string | undefined }>> {
  const ctx = await kit.context(gameId);
  const state = await kit.state(gameId);
  if (!ctx.ok) return ctx;
  if (!state.ok) return state;
  let nation: string | undefined;
  if (nationName) {
    nation = findNation(ctx.value, nationName);
    if (!nation) return err(unknownNation(ctx.value, nationName));
  }
  return ok({ ctx: ctx.value, state: state.value, nation });
}

/** Per nation, who plays it: the forum account and the Discord user assigned. */
export async function playerNames(kit: Ww1907Kit, gameId: string): Promise<PlayerNames> {
  return new Map(
    (await kit.store.listPlayers(gameId)).map((p) => [
      p.nation,
      { forumName: p.forum_name, discordUserId: p.discord_user_id },
    ]),
  );
}
