import { foldName } from "../../parsers/text/fold.ts";

/** Words a GM writes for "no owner" in an adjustment (the place becomes neutral), folded. */
const NO_OWNER: ReadonlySet<string> = new Set(["", "-", "neutral", "neutrals", "none", "nobody"]);

/** True when an owner given in an adjustment means nobody (`adjust owner Peru neutral`). */
export function meansNoOwner(given: string): boolean {
  return NO_OWNER.has(foldName(given));
}
