/**
 * A page can arrive cut off and still look complete to HTTP: a response with no Content-Length ends when the
 * connection closes, so a server or proxy that dies mid-page sends half a page as a clean 200. Its posts would then
 * read as edits (W33 voids edited order posts) and its missing posts as deletions. These checks read the document
 * itself: an HTML page ends with its closing `</body>` or `</html>`, a JSON payload (Discourse, NodeBB) parses.
 */

/** The first bytes an HTML document starts with (after a byte-order mark and blank space). */
const HTML_START =
  /^(?:<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>]|<!--|<\?xml|<meta[\s>]|<title[\s>])/i;
const HTML_END = /<\/(?:html|body)\s*>/i;

/**
 * Why `text` (a decoded page) looks cut off, as a phrase for the GM ("the page does not end with </html>"); null
 * when it looks whole, or when it is neither HTML nor JSON (a BBCode export, plain text: nothing to tell by).
 */
export function cutOffReason(text: string): string | null {
  const start = text.replace(/^\uFEFF/, "").trimStart();
  // A JSON object, or an array of values ("[b]" opens BBCode, not JSON).
  if (/^(?:\{|\[\s*[[{"\d\]-])/.test(start)) {
    try {
      JSON.parse(start);
      return null;
    } catch {
      return "the JSON ends before it is complete";
    }
  }
  if (!HTML_START.test(start.slice(0, 64))) return null;
  return HTML_END.test(start) ? null : "the page does not end with </html>";
}
