import { err, ok } from "../../result.ts";
import { riskPhasePageView } from "../../rulesets/risk-variant-one/phase-page.ts";
import type { RiskTurnRecord } from "../../rulesets/risk-variant-one/turn-record.ts";
import type { PhasePage } from "../game-play.ts";
import type { ServiceResult } from "../types.ts";

/** A Risk Variant One turn's web page from its published record: the ruleset's view (`phase-page.ts` there). */
export function riskPhasePage(record: ServiceResult<RiskTurnRecord>): ServiceResult<PhasePage> {
  if (!record.ok) return record;
  const page = riskPhasePageView(record.value);
  return page ? ok(page) : err("the turn's record cannot be read");
}
