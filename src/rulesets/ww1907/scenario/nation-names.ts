import { distance } from "fastest-levenshtein";
import { foldName } from "../../../../parsers/text/fold.ts";

/** What the name lookup needs of a nation. */
export interface NamedNation {
  id: string;
  name: string;
  aliases: readonly string[];
}

/**
 * Nation lookup by id, name or alias (case-, accent- and punctuation-insensitive, like map names): "A-H",
 * "Austria" and "austria-hungary" all mean Austria-Hungary. Pure.
 */
export class NationNames {
  private readonly byKey = new Map<string, Set<string>>();

  constructor(nations: readonly NamedNation[]) {
    for (const n of nations) {
      for (const name of [n.id, n.name, ...n.aliases]) {
        const key = foldName(name);
        const ids = this.byKey.get(key) ?? new Set<string>();
        ids.add(n.id);
        this.byKey.set(key, ids);
      }
    }
  }

  /** Every nation id a name may mean. */
  lookupAll(name: string): readonly string[] {
    return [...(this.byKey.get(foldName(name)) ?? [])];
  }

  /** The one nation id a name means, or undefined when it means none or several. */
  find(name: string): string | undefined {
    const ids = this.lookupAll(name);
    return ids.length === 1 ? ids[0] : undefined;
  }

  /** Names that mean more than one nation (an alias given to two nations). */
  clashes(): { name: string; ids: string[] }[] {
    return [...this.byKey]
      .filter(([, ids]) => ids.size > 1)
      .map(([name, ids]) => ({ name, ids: [...ids].sort() }));
  }

  /** The known name closest to a misspelt one, for "did you mean …?" hints. */
  suggest(name: string): string | undefined {
    const key = foldName(name);
    let best: string | undefined;
    let bestDistance = Math.max(2, Math.floor(key.length / 3)) + 1;
    for (const [known, ids] of this.byKey) {
      const d = distance(key, known);
      if (d < bestDistance && ids.size === 1) {
        bestDistance = d;
        best = [...ids][0];
      }
    }
    return best;
  }
}
