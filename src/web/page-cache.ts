/**
 * Rendered answers kept while their game has not changed: each entry holds the game's change mark it was made at
 * and is made again when the mark differs (a game page costs one look at the mark, not a replay of the game).
 * At most `limit` entries; the oldest goes first.
 */
export class PageCache {
  private readonly entries = new Map<string, { mark: string; value: string }>();

  constructor(private readonly limit = 256) {}

  async get(key: string, mark: string, make: () => Promise<string>): Promise<string> {
    const hit = this.entries.get(key);
    if (hit && hit.mark === mark) return hit.value;
    const value = await make();
    this.entries.delete(key);
    this.entries.set(key, { mark, value });
    if (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }
}
