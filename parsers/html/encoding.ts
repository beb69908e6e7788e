import iconv from "iconv-lite";

/** A page decoded to text, with the encoding that was used. */
export interface DecodedPage {
  text: string;
  encoding: string;
}

/** Labels that browsers read as windows-1252 (WHATWG Encoding): old pages say ISO-8859-1 but mean cp1252. */
const AS_WINDOWS_1252 = new Set([
  "iso-8859-1",
  "iso8859-1",
  "latin1",
  "l1",
  "us-ascii",
  "ascii",
  "cp1252",
  "x-cp1252",
]);

/** The charset named in a Content-Type value (HTTP header or meta), lower-cased; null when none. */
export function charsetFromContentType(contentType: string | null | undefined): string | null {
  if (!contentType) return null;
  const m = /charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(contentType);
  return m ? (m[1] as string).toLowerCase() : null;
}

/** The charset a page declares in its first bytes (`<meta charset>` or `http-equiv` Content-Type); null when none. */
export function sniffMetaCharset(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 4096)).toString(
    "latin1",
  );
  const direct = /<meta[^>]*?\bcharset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head);
  return direct ? (direct[1] as string).toLowerCase() : null;
}

function normalise(label: string | null): string | null {
  if (!label) return null;
  const l = label.trim().toLowerCase();
  if (AS_WINDOWS_1252.has(l)) return "windows-1252";
  if (l === "utf8") return "utf-8";
  // A meta tag cannot truthfully declare UTF-16 (the bytes were already read as ASCII): browsers use UTF-8.
  if (l.startsWith("utf-16")) return "utf-8";
  return iconv.encodingExists(l) ? l : null;
}

/**
 * Decodes page bytes the way a browser would: a byte-order mark wins, then the HTTP Content-Type charset, then
 * the page's own meta tag, then UTF-8. ISO-8859-1 and ASCII are read as windows-1252. Never throws; unknown
 * labels fall through to the next source.
 *
 * @param bytes - the raw page
 * @param contentType - the HTTP Content-Type header, when known
 */
export function decodeHtmlBytes(bytes: Uint8Array, contentType?: string): DecodedPage {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) {
    return { text: buf.subarray(3).toString("utf8"), encoding: "utf-8" };
  }
  if (buf.length >= 2 && buf[0] === 0xff && buf[1] === 0xfe) {
    return { text: iconv.decode(buf.subarray(2), "utf-16le"), encoding: "utf-16le" };
  }
  if (buf.length >= 2 && buf[0] === 0xfe && buf[1] === 0xff) {
    return { text: iconv.decode(buf.subarray(2), "utf-16be"), encoding: "utf-16be" };
  }
  const fromHeader = contentType ? normalise(charsetFromContentType(contentType)) : null;
  const encoding = fromHeader ?? normalise(sniffMetaCharset(buf)) ?? "utf-8";
  if (encoding === "utf-8") return { text: buf.toString("utf8"), encoding };
  try {
    return { text: iconv.decode(buf, encoding), encoding };
  } catch {
    return { text: buf.toString("utf8"), encoding: "utf-8" };
  }
}
