import { phpbbPage } from "./cli-env.ts";

/**
 * A phpBB thread on a forum in Europe/London, in summer (BST, UTC+1): phpBB writes each post's time as an absolute
 * `<time datetime>`, but the "Last edited by" notice in the board's local time. Osmano posts at 10:10 BST
 * (09:10 UTC); a moderator fixes a typo at 10:20 BST (09:20 UTC).
 */
export const summerEditPage = phpbbPage("World War 1907 - Spring deployment", [
  {
    id: 301,
    author: "Admiral_Nelson",
    postedAt: "2026-06-10T08:00:00+00:00",
    content: "Deployment phase, 1907. Post your orders in bold.",
  },
  {
    id: 302,
    author: "Osmano",
    postedAt: "2026-06-10T09:10:00+00:00",
    content: '<strong class="text-strong">Build 2 divisions in Moscow</strong>',
    notice:
      'Last edited by <a href="./memberlist.php?mode=viewprofile&amp;u=9" class="username">GM_Moderator</a> on Wed Jun 10, 2026 10:20 am, edited 1 time in total.',
  },
]);
