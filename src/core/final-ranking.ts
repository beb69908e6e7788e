import { z } from "zod";

/**
 * One seat's place in a game's final ranking (ratings, `game end`): `place` 1 is the best, seats that tie share a
 * place (the next place after a tie of two is 3); `score` says in words what placed the seat ("12 VP",
 * "9 territories, income 14", "out").
 */
export const finalPlaceSchema = z.object({
  seat: z.string(),
  place: z.number().int().min(1),
  score: z.string(),
});
export type FinalPlace = z.infer<typeof finalPlaceSchema>;

/**
 * Places from an ordered list (best first) and a tie test between neighbours: seats that tie share the place of
 * the first of them ("competition ranking": 1, 2, 2, 4).
 */
export function placesOf<T>(
  ordered: readonly T[],
  line: (item: T) => { seat: string; score: string },
  ties: (a: T, b: T) => boolean,
): FinalPlace[] {
  const out: FinalPlace[] = [];
  ordered.forEach((item, n) => {
    const prev = n > 0 ? ordered[n - 1] : undefined;
    const place = prev !== undefined && ties(prev, item) ? (out[n - 1]?.place ?? n + 1) : n + 1;
    out.push({ ...line(item), place });
  });
  return out;
}
