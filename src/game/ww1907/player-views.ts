import type { Document } from "../../presenters/document.ts";
import { err, ok } from "../../result.ts";
import type { GameState } from "../../rulesets/ww1907/state.ts";
import { type PlayerNames, type StatusJson, statusJson } from "../../rulesets/ww1907/views/report-json.ts";
import { statusDocument } from "../../rulesets/ww1907/views/status-document.ts";
import type { GameRow } from "../../storage/rows.ts";
import type { GameInfo, ServiceResult } from "../types.ts";
import type { GameContext } from "./context.ts";
import type { Ww1907Kit } from "./kit.ts";
import { findNation, unknownNation } from "./nations.ts";

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
