import { html as honoHtml } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";

/**
 * What a page's body is: hono's escaped HTML (every interpolated string escaped, `raw` only for our own SVG),
 * always already rendered: the pages are built from values read beforehand, never from a promise.
 */
export type Html = HtmlEscapedString;

/** What a page template may interpolate: plain values, HTML, or lists of them (never a promise). */
type Part = string | number | boolean | null | undefined | readonly Part[];

/**
 * Hono's `html` template, synchronous: it answers at once when nothing interpolated is a promise, and the pages
 * interpolate none (their data is awaited before the template is built).
 */
export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  const page = honoHtml(strings, ...values);
  if (page instanceof Promise) throw new Error("a page template was given a promise");
  return page;
}

/**
 * The page around every view: the title, the style sheet and the page's script, both from this server's own
 * `/static/` (the content security policy allows no inline script).
 */
export function layout(title: string, body: Html): Html {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="/static/page.css">
<link rel="icon" href="data:,">
<script src="/static/page.js" defer></script>
</head>
<body>
${body}
</body>
</html>`;
}

/** A deadline as a `<time>` the page's script counts down (without script: the UTC time itself). */
export function deadlineTime(deadline: string | null): Html {
  if (deadline === null) return html`<span class="no-deadline">no deadline</span>`;
  const utc = `${deadline.slice(0, 16).replace("T", " ")} UTC`;
  return html`<time class="countdown" datetime="${deadline}" data-deadline="${deadline}">${utc}</time>`;
}
