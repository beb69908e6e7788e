/**
 * The address of a game's live page under the installation's public URL (`WEB_PUBLIC_URL`), for receipts,
 * summaries and Discord's `/status`; undefined when no public URL is configured. `key` is the game's web key
 * (its id, or an unlisted game's token: see `gameKey`).
 */
export function gamePageUrl(publicUrl: string | undefined, key: string): string | undefined {
  if (!publicUrl) return undefined;
  return `${publicUrl.replace(/\/+$/, "")}/games/${encodeURIComponent(key)}`;
}
