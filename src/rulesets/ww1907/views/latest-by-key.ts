/** How many items of a list fall under one key, and the latest of them in the list's order. */
export interface Group<T> {
  count: number;
  latest: T[];
}

/** A list's items by key: each key's group, and how many items had no key (left out). */
export interface Grouped<T, K> {
  groups: Map<K, Group<T>>;
  leftOut: number;
}

/** Items by key (undefined: left out) in one pass: each key's count and its latest `limit` items. */
export function groupLatest<T, K>(
  items: readonly T[],
  keyOf: (item: T) => K | undefined,
  limit: number,
): Grouped<T, K> {
  const grouped: Grouped<T, K> = { groups: new Map(), leftOut: 0 };
  addItems(grouped, items, 0, keyOf, limit);
  return grouped;
}

/** Adds `items` from index `from` on to their groups, each group keeping its latest `limit` items. */
function addItems<T, K>(
  into: Grouped<T, K>,
  items: readonly T[],
  from: number,
  keyOf: (item: T) => K | undefined,
  limit: number,
): void {
  for (let k = from; k < items.length; k++) {
    const item = items[k] as T;
    const key = keyOf(item);
    if (key === undefined) {
      into.leftOut++;
      continue;
    }
    let group = into.groups.get(key);
    if (!group) {
      group = { count: 0, latest: [] };
      into.groups.set(key, group);
    }
    group.count++;
    group.latest.push(item);
    if (group.latest.length > limit) group.latest.shift();
  }
}

/** A list's groups as last brought up to date: how many of its items they hold, and the last of them. */
interface Kept<T, K> extends Grouped<T, K> {
  seen: number;
  last: T | undefined;
}

/**
 * `groupLatest` kept per list and brought up to date with the items added since (issue #26: the GM's report of a
 * window of 20,000 posts read all of them on every report). For a list that only grows, as an order book's `ignored`
 * list does between books (`BookView`); a list that changed otherwise (shorter, or its last item seen is no longer
 * there) is grouped afresh. The groups are read-only for the caller, and current until the list grows again.
 */
export function keptLatestBy<T extends object, K>(
  keyOf: (item: T) => K | undefined,
  limit: number,
): (items: readonly T[]) => Grouped<T, K> {
  const kept = new WeakMap<readonly T[], Kept<T, K>>();
  return (items) => {
    let at = kept.get(items);
    if (at && (at.seen > items.length || (at.seen > 0 && items[at.seen - 1] !== at.last))) at = undefined;
    if (!at) {
      at = { groups: new Map(), leftOut: 0, seen: 0, last: undefined };
      kept.set(items, at);
    }
    addItems(at, items, at.seen, keyOf, limit);
    at.seen = items.length;
    at.last = items[items.length - 1];
    return at;
  };
}
