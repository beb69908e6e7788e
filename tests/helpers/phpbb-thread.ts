/** One post of a generated phpBB 3 (prosilver) thread page. */
export interface ThreadPost {
  id: number;
  author: string;
  userId: number;
  /** ISO 8601 time, printed in the post's `<time datetime>`. */
  at: string;
  /** The post's content as phpBB prints it: `<strong class="text-strong">…</strong>` for bold. */
  html: string;
  /** "Last edited by NAME on …" notice, when the post was edited. */
  editedBy?: { name: string; userId: number; on: string };
}

const bold = (text: string) => `<strong class="text-strong">${text}</strong>`;

/** A post's content with each order line in bold. */
export function boldLines(...lines: string[]): string {
  return lines.map(bold).join("<br>");
}

/**
 * A one-page phpBB 3 thread in prosilver markup (the same structure as fixtures/threads/ww1907-turn), for tests
 * that serve a thread which grows and changes between syncs.
 */
export function phpbbThreadPage(title: string, posts: readonly ThreadPost[]): string {
  const body = posts
    .map(
      (p, i) => `		<div id="p${p.id}" class="post has-profile bg${(i % 2) + 1}">
		<div class="inner">
		<dl class="postprofile" id="profile${p.id}">
			<dt class="has-profile-rank no-avatar"><a href="./memberlist.php?mode=viewprofile&amp;u=${p.userId}" class="username">${p.author}</a></dt>
		</dl>
		<div class="postbody">
			<div id="post_content${p.id}">
			<h3><a href="./viewtopic.php?p=${p.id}#p${p.id}">Re: ${title}</a></h3>
			<p class="author"><a class="unread" href="./viewtopic.php?p=${p.id}#p${p.id}" title="Post"><span class="sr-only">Post</span></a> <span class="responsive-hide">by <strong><a href="./memberlist.php?mode=viewprofile&amp;u=${p.userId}" class="username">${p.author}</a></strong> &raquo; </span><time datetime="${p.at.replace("Z", "+00:00")}">${p.at}</time></p>
			<div class="content">${p.html}</div>${
        p.editedBy
          ? `
			<div class="notice">Last edited by <a href="./memberlist.php?mode=viewprofile&amp;u=${p.editedBy.userId}" class="username">${p.editedBy.name}</a> on ${p.editedBy.on}, edited 1 time in total.</div>`
          : ""
      }
			</div>
		</div>
		</div>
		</div>
		<hr class="divider" />`,
    )
    .join("\n");
  return `<!DOCTYPE html>
<html dir="ltr" lang="en-gb">
<head>
<meta charset="UTF-8" />
<title>${title} - Adjutant Test Board</title>
<link href="./styles/prosilver/theme/stylesheet.css?assets_version=12" rel="stylesheet">
</head>
<body id="phpbb" class="nojs notouch section-viewtopic ltr ">
<div id="wrap" class="wrap">
<div id="page-body" class="page-body" role="main">
<h2 class="topic-title"><a href="./viewtopic.php?t=1907">${title}</a></h2>
<div class="action-bar bar-top"><div class="pagination">${posts.length} posts &bull; Page <strong>1</strong> of <strong>1</strong></div></div>
${body}
<div class="action-bar bar-bottom"><div class="pagination">${posts.length} posts &bull; Page <strong>1</strong> of <strong>1</strong></div></div>
</div>
</div>
<div class="copyright">Powered by <a href="https://www.phpbb.com/">phpBB</a>&reg; Forum Software &copy; phpBB Limited</div>
</body>
</html>
`;
}
