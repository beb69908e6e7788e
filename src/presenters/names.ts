/**
 * Small helpers for sentences with display names: plurals, "a, b and c" lists, and display names put in place of
 * the ids that the engine leaves in its free-text reasons ("athens fell to uk" → "Athens fell to United Kingdom").
 */

/** "1 division", "2 divisions". */
export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/** The verb agreeing with a count: `verb(1, "occupies", "occupy")` → "occupies". */
export function verb(count: number, singular: string, pluralForm: string): string {
  return count === 1 ? singular : pluralForm;
}

/** "a", "a and b", "a, b and c". */
export function andList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** An id as ids are written: lower-case letters and digits, words joined by hyphens ("north-sea", "uk"). */
const ID_TOKEN = /(?<![\p{L}\p{N}_-])[a-z][a-z0-9]*(?:-[a-z0-9]+)*(?![\p{L}\p{N}_-])/gu;

/**
 * Every id-shaped word of `text` that names something (a nation, province, sea zone or commander: `nameOf` gives
 * back another string) replaced by its display name; every other word as it is.
 */
export function nameIdsIn(text: string, ...nameOf: ((id: string) => string)[]): string {
  return text.replace(ID_TOKEN, (id) => {
    for (const f of nameOf) {
      const name = f(id);
      if (name !== id) return name;
    }
    return id;
  });
}
