import { z } from "zod";
import type { StandingsTable } from "../game-wording.ts";

/** Risk Variant One's `status --json`, as far as its standings read it. */
const statusShape = z.object({
  players: z.array(
    z.object({
      name: z.string(),
      player: z.string().nullable(),
      eliminated: z.boolean(),
      armies: z.number(),
      income: z.number(),
      territories: z.array(z.unknown()),
    }),
  ),
});

/** The players with their territories, income (V5) and armies; a player out of the game (V9) marked out. */
export function riskStandingsTable(status: unknown): StandingsTable | null {
  const parsed = statusShape.safeParse(status);
  if (!parsed.success) return null;
  return {
    header: ["Player", "Handle", "Territories", "Income", "Armies"],
    rows: parsed.data.players.map((p) => ({
      name: p.name,
      player: p.player,
      out: p.eliminated,
      cells: [String(p.territories.length), String(p.income), String(p.armies)],
    })),
  };
}
