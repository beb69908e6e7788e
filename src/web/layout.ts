import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";

/** What a page's body is: hono's escaped HTML (every interpolated string escaped, `raw` only for our own SVG). */
export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

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
