import { z } from "zod";

/**
 * The standings a game page shows, read from the service's `status --json` (zod-checked here, at the web's
 * boundary): World War 1907's nations with their pp and VP (W2, W30), Risk Variant One's players with their
 * territories and income (V5). A game with another shape shows no standings rather than a wrong table.
 */
export interface Standings {
  header: string[];
  rows: { name: string; player: string | null; out: boolean; cells: string[] }[];
}

const ww1907Status = z.object({
  nations: z.array(
    z.object({
      name: z.string(),
      player: z.string().nullable(),
      treasury: z.number(),
      vp: z.number(),
      divisions: z.number(),
      provinces: z.array(z.unknown()),
    }),
  ),
});

const riskStatus = z.object({
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

export function standingsOf(status: unknown): Standings | null {
  const ww = ww1907Status.safeParse(status);
  if (ww.success) {
    return {
      header: ["Nation", "Player", "pp", "VP", "Provinces", "Divisions"],
      rows: ww.data.nations.map((n) => ({
        name: n.name,
        player: n.player,
        out: false,
        cells: [String(n.treasury), String(n.vp), String(n.provinces.length), String(n.divisions)],
      })),
    };
  }
  const risk = riskStatus.safeParse(status);
  if (risk.success) {
    return {
      header: ["Player", "Handle", "Territories", "Income", "Armies"],
      rows: risk.data.players.map((p) => ({
        name: p.name,
        player: p.player,
        out: p.eliminated,
        cells: [String(p.territories.length), String(p.income), String(p.armies)],
      })),
    };
  }
  return null;
}
