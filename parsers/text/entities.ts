import { decodeHTML } from "entities/decode";

/**
 * Decodes HTML entities (`&amp;`, `&#39;`, `&#x2192;`, `&rarr;` …) as browsers do, with the maintained `entities`
 * package (the one node-html-parser uses). Unknown names stay as written; a non-breaking space becomes a plain one.
 */
export function decodeEntities(text: string): string {
  return text.includes("&") ? decodeHTML(text).replace(/\u00a0/g, " ") : text;
}
