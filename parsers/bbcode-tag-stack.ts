import type { BbcodeTagRole } from "./bbcode-tokens.ts";

/** A tag that is open while a post is read. */
export interface OpenBbcodeTag {
  name: string;
  role: BbcodeTagRole;
}

/**
 * The tags open at a point of a BBCode post, innermost last. Finding the tag a closing tag closes costs O(1),
 * so junk such as thousands of stray closing tags stays linear. A quote is a barrier: a closing tag inside a
 * quote cannot close a tag opened outside it, so quoted markup never changes how the author's own words read.
 */
export class BbcodeTagStack {
  private readonly tags: OpenBbcodeTag[] = [];
  private readonly positions = new Map<string, number[]>();

  /** How many tags are open. */
  get size(): number {
    return this.tags.length;
  }

  /** Opens a tag. */
  push(tag: OpenBbcodeTag): void {
    this.tags.push(tag);
    const list = this.positions.get(tag.name);
    if (list === undefined) this.positions.set(tag.name, [this.tags.length - 1]);
    else list.push(this.tags.length - 1);
  }

  /** Closes the innermost open tag and returns it (undefined when none is open). */
  pop(): OpenBbcodeTag | undefined {
    const tag = this.tags.pop();
    if (tag !== undefined) this.positions.get(tag.name)?.pop();
    return tag;
  }

  /**
   * How many tags a closing tag `[/name]` closes (the ones opened inside it, then itself), or 0 when it closes
   * nothing: no such tag is open, or only outside the innermost open quote.
   */
  depthToClose(name: string): number {
    const at = this.positions.get(name)?.at(-1);
    if (at === undefined) return 0;
    if (name !== "quote" && (this.positions.get("quote")?.at(-1) ?? -1) > at) return 0;
    return this.tags.length - at;
  }
}
