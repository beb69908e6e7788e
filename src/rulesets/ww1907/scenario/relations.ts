import type { Relation } from "./schema.ts";

/** One entry of a scenario file's `relations`: nation `from` lists `relation` towards nation `to`. */
export interface RelationStatement {
  from: string;
  to: string;
  relation: Relation;
  /** Index of the entry in the file's `relations` list (for messages). */
  index: number;
}

/** The outcome of making a file's relation statements symmetric. */
export interface SymmetricRelations {
  /** One relation per unordered pair that the file mentions, keyed by `pairKey`. */
  pairs: Map<string, { a: string; b: string; relation: Relation }>;
  /** One line per pair the loader had to fix (W1). */
  report: string[];
  /** Entries where a nation lists two different relations towards the same nation. */
  contradictions: { index: number; text: string }[];
}

const HOSTILITY: Record<Relation, number> = { alliance: 0, peace: 1, war: 2 };

/** The key of an unordered pair of nations: the two ids in order, joined by a space. */
export function pairKey(x: string, y: string): { key: string; a: string; b: string } {
  const [a, b] = x < y ? [x, y] : [y, x];
  return { key: `${a} ${b}`, a, b };
}

/**
 * Makes relations symmetric (W1, W25). Each statement says what one nation lists towards another, as in the
 * rulebook's Nations table. For each pair: both sides agree, or only one side lists a relation (the other lists
 * nothing: that relation is taken for both, reported), or the sides disagree (the more hostile relation wins:
 * war over peace over alliance, reported). A nation listing two different relations towards the same nation is a
 * contradiction the GM must fix. Pure.
 */
export function symmetricRelations(statements: readonly RelationStatement[]): SymmetricRelations {
  const said = new Map<string, RelationStatement>();
  const contradictions: { index: number; text: string }[] = [];
  const order: string[] = [];
  for (const s of statements) {
    const key = `${s.from}>${s.to}`;
    const earlier = said.get(key);
    if (earlier) {
      if (earlier.relation !== s.relation) {
        contradictions.push({
          index: s.index,
          text: `${s.from} already lists ${earlier.relation} with ${s.to} (relations[${earlier.index}]); a nation lists one relation towards another`,
        });
      }
      continue;
    }
    said.set(key, s);
    const { key: pk } = pairKey(s.from, s.to);
    if (!order.includes(pk)) order.push(pk);
  }

  const pairs = new Map<string, { a: string; b: string; relation: Relation }>();
  const report: string[] = [];
  for (const pk of order) {
    const [a, b] = pk.split(" ") as [string, string];
    const ab = said.get(`${a}>${b}`);
    const ba = said.get(`${b}>${a}`);
    const first = ab && ba ? (ab.index <= ba.index ? ab : ba) : (ab ?? ba);
    if (!first) continue;
    const other = first === ab ? ba : ab;
    let relation = first.relation;
    if (!other) {
      report.push(
        `relations: ${first.from} lists ${first.relation} with ${first.to}, ${first.to} lists nothing: made symmetric (${first.relation})`,
      );
    } else if (other.relation !== first.relation) {
      relation = HOSTILITY[other.relation] > HOSTILITY[first.relation] ? other.relation : first.relation;
      report.push(
        `relations: ${first.from} lists ${first.relation} with ${first.to}, ${first.to} lists ${other.relation} with ${first.from}: the more hostile wins (${relation})`,
      );
    }
    pairs.set(pk, { a, b, relation });
  }
  return { pairs, report, contradictions };
}
