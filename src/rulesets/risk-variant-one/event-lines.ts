import type { MapGraph } from "../../map/graph.ts";
import { describeRiskEvent, isQuietEvent, placeName, retreatText } from "./describe.ts";
import type { RiskEvent } from "./events.ts";

/**
 * What happened, as lines people read: every event's sentence, with a phase's many income events folded into one
 * line per owner ("Income: Alice +7, Bob +5, neutrals +12").
 */
export function eventLines(events: readonly RiskEvent[], map: MapGraph): string[] {
  const out: string[] = [];
  let income: Map<string, number> | null = null;
  const flush = () => {
    if (!income) return;
    const parts = [...income].map(([owner, n]) => `${owner} ${n >= 0 ? "+" : ""}${n}`);
    out.push(`Income (V5): ${parts.join(", ")}.`);
    income = null;
  };
  for (const [n, e] of events.entries()) {
    const next = events[n + 1];
    if (e.type === "retreated" && e.armies === 0 && next?.type === "captured" && next.territory === e.from) {
      // V7 turn-3 ruling: "Bob's last army in Venezuela is lost as it retreats; Alice moves in 6."
      flush();
      out.push(`${retreatText(e, placeName(map))}; ${next.attacker} moves in ${next.armies}.`);
      continue;
    }
    if (e.type === "captured" && n > 0) {
      const before = events[n - 1];
      if (before?.type === "retreated" && before.armies === 0 && before.from === e.territory) continue;
    }
    if (e.type === "income") {
      income ??= new Map();
      const key = e.owner ?? "neutrals";
      income.set(key, (income.get(key) ?? 0) + e.armies);
      continue;
    }
    flush();
    if (!isQuietEvent(e)) out.push(describeRiskEvent(e, map));
  }
  flush();
  return out;
}
