import { decodeEntities } from "./text/entities.ts";

/**
 * Decodes the HTML entities a BBCode post may carry (`&amp;`, `&#39;`, `&#x27;`, `&nbsp;` …), as raw posts copied
 * out of forum databases hold them. A non-breaking space becomes a plain space; unknown names stay as written.
 */
export function decodeBbcodeEntities(text: string): string {
  return decodeEntities(text);
}
