import { z } from "zod";
import type { StandingsTable } from "../game-wording.ts";

/** World War 1907's `status --json`, as far as its standings read it. */
const statusShape = z.object({
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

/** The nations with their pp and VP (W2, W30), provinces and divisions: the game page's standings. */
export function ww1907StandingsTable(status: unknown): StandingsTable | null {
  const parsed = statusShape.safeParse(status);
  if (!parsed.success) return null;
  return {
    header: ["Nation", "Player", "pp", "VP", "Provinces", "Divisions"],
    rows: parsed.data.nations.map((n) => ({
      name: n.name,
      player: n.player,
      out: false,
      cells: [String(n.treasury), String(n.vp), String(n.provinces.length), String(n.divisions)],
    })),
  };
}
