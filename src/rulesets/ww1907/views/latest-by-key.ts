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

/** Items by key (undefined: left out) in one pass from the end: each key's count and its latest `limit` items. */
export function groupLatest<T, K>(
  items: readonly T[],
  keyOf: (item: T) => K | undefined,
  limit: number,
): Grouped<T, K> {
  const groups = new Map<K, Group<T>>();
  let leftOut = 0;
  for (let k = items.length - 1; k >= 0; k--) {
    const item = items[k] as T;
    const key = keyOf(item);
    if (key === undefined) {
      leftOut++;
      continue;
    }
    let group = groups.get(key);
    if (!group) {
      group = { count: 0, latest: [] };
      groups.set(key, group);
    }
    group.count++;
    if (group.latest.length < limit) group.latest.push(item);
  }
  for (const group of groups.values()) group.latest.reverse();
  return { groups, leftOut };
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
    for (let k = at.seen; k < items.length; k++) {
      const item = items[k] as T;
      const key = keyOf(item);
      if (key === undefined) {
        at.leftOut++;
        continue;
      }
      let group = at.groups.get(key);
      if (!group) {
        group = { count: 0, latest: [] };
        at.groups.set(key, group);
      }
      group.count++;
      group.latest.push(item);
      if (group.latest.length > limit) group.latest.shift();
    }
    at.seen = items.length;
    at.last = items[items.length - 1];
    return at;
  };
}
