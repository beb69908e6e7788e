/**
 * Decodes a fetched page just well enough to read its links: the charset from the Content-Type, else from a
 * `<meta charset>` in the first bytes, else UTF-8. Posts are decoded by the parser, not here.
 */
export function decodeForLinks(body: Uint8Array, contentType: string | null): string {
  const fromHeader = contentType?.match(/charset\s*=\s*["']?([\w.:-]+)/i)?.[1];
  const head = Buffer.from(body.subarray(0, 2048)).toString("latin1");
  const fromMeta = head.match(/<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i)?.[1];
  for (const label of [fromHeader, fromMeta, "utf-8"]) {
    if (!label) continue;
    try {
      return new TextDecoder(label).decode(body);
    } catch {
      // An unknown label: try the next source.
    }
  }
  return new TextDecoder("utf-8").decode(body);
}
