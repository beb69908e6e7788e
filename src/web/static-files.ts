/**
 * The page's only script, served as a file (`/static/page.js`, no build step, no inline script): live countdowns to
 * every deadline on the page, and on a game page the live updates: it listens to the game's server-sent events and,
 * on each change, fetches the page again and swaps its `<main>` in, so the page updates without a reload.
 */
export const PAGE_SCRIPT = `"use strict";
(function () {
  function pad(n) { return n < 10 ? "0" + n : String(n); }
  function tick() {
    var now = Date.now();
    document.querySelectorAll("[data-deadline]").forEach(function (el) {
      var at = Date.parse(el.getAttribute("data-deadline"));
      if (isNaN(at)) return;
      var left = Math.round((at - now) / 1000);
      if (left <= 0) { el.textContent = "deadline passed"; el.classList.add("passed"); return; }
      var d = Math.floor(left / 86400), h = Math.floor(left % 86400 / 3600), m = Math.floor(left % 3600 / 60), s = left % 60;
      el.textContent = (d > 0 ? d + "d " : "") + pad(h) + ":" + pad(m) + ":" + pad(s) + " left";
    });
  }
  tick();
  setInterval(tick, 1000);
  var main = document.querySelector("main[data-events]");
  if (!main || typeof EventSource === "undefined") return;
  var source = new EventSource(main.getAttribute("data-events"));
  var busy = false, again = false;
  function refresh() {
    if (busy) { again = true; return; }
    busy = true;
    fetch(location.href, { headers: { accept: "text/html" }, cache: "no-store" })
      .then(function (res) { return res.ok ? res.text() : null; })
      .then(function (text) {
        if (text === null) return;
        var next = new DOMParser().parseFromString(text, "text/html").querySelector("main");
        if (!next) return;
        main.replaceChildren.apply(main, Array.prototype.slice.call(next.childNodes));
        main.setAttribute("data-updates", String(Number(main.getAttribute("data-updates") || "0") + 1));
        tick();
      })
      .catch(function () {})
      .then(function () { busy = false; if (again) { again = false; refresh(); } });
  }
  source.addEventListener("change", refresh);
})();
`;

/** The page's style sheet (`/static/page.css`). */
export const PAGE_STYLE = `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:1200px;padding:1em;color:#1b1b1b;background:#fbfaf7}
h1{margin:.2em 0}a{color:#1a4f8b}table{border-collapse:collapse;margin:.5em 0}
th,td{border-bottom:1px solid #ddd;padding:.25em .6em;text-align:left}
.map svg{max-width:100%;height:auto;border:1px solid #ccc;background:#fff}
.countdown{font-weight:bold}.passed{color:#a00}.in{color:#176117}.waiting{color:#8a5a00}.to-act{color:#1a4f8b;font-weight:bold}
nav.history a,nav.history span{margin-right:.8em}.seed{font-family:monospace;word-break:break-all}
.cols{display:flex;flex-wrap:wrap;gap:2em}.cols>section{flex:1 1 320px}
`;
