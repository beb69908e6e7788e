import { ok } from "../../result.ts";
import { ww1907MapSvg } from "../../rulesets/ww1907/map-picture.ts";
import { ww1907Ruleset } from "../../rulesets/ww1907/ruleset.ts";
import { phasePageView } from "../../rulesets/ww1907/views/phase-page.ts";
import type { PhasePage } from "../game-play.ts";
import type { ServiceResult } from "../types.ts";
import type { Ww1907Kit } from "./kit.ts";
import { resolutionRecord } from "./resolution-record.ts";

/** A resolved World War 1907 phase as its web permalink shows it (issue #27): the ruleset's `phasePageView`. */
export async function ww1907PhasePage(
  kit: Ww1907Kit,
  gameId: string,
  phaseSeq: number,
): Promise<ServiceResult<PhasePage>> {
  const ctx = await kit.context(gameId);
  if (!ctx.ok) return ctx;
  const record = await resolutionRecord(kit, gameId, phaseSeq);
  if (!record.ok) return record;
  const words = ww1907Ruleset.words;
  return ok(
    phasePageView(record.value, {
      nameOf: ctx.value.nameOf,
      command: words.command,
      event: words.event,
      picture: (state, happened) => ww1907MapSvg(ctx.value, state, happened),
    }),
  );
}
