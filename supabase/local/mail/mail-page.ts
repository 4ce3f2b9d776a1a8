import type { StoredMail } from "./mail-sink.ts";

const STYLE = `
  :root { color-scheme: light dark; font: 14px/1.45 system-ui, sans-serif; }
  body { margin: 0; display: grid; grid-template-columns: minmax(260px, 360px) 1fr; height: 100vh; }
  header { grid-column: 1 / -1; display: flex; gap: 1rem; align-items: center; padding: .6rem 1rem;
    border-bottom: 1px solid #8884; }
  header h1 { font-size: 1rem; margin: 0; flex: 1; }
  nav { overflow-y: auto; border-right: 1px solid #8884; }
  nav a { display: block; padding: .6rem 1rem; border-bottom: 1px solid #8882; color: inherit; text-decoration: none; }
  nav a:hover, nav a[aria-current] { background: #8882; }
  nav .to, nav time { display: block; font-size: .8rem; opacity: .7; }
  main { overflow-y: auto; padding: 1rem 1.5rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .2rem 1rem; margin: 0 0 1rem; }
  dt { opacity: .7; }
  iframe { width: 100%; height: 55vh; border: 1px solid #8884; border-radius: 6px; background: #fff; }
  pre { white-space: pre-wrap; border: 1px solid #8884; border-radius: 6px; padding: .75rem; }
  .empty { opacity: .7; padding: 1rem; }
  button { font: inherit; }
`;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function formatTime(iso: string): string {
  return new Date(iso).toLocaleString("en-GB", {
    dateStyle: "medium",
    timeStyle: "medium",
  });
}

/** The inbox page: newest message first on the left, the selected message on the right. */
export function renderMailPage(
  messages: StoredMail[],
  selected: StoredMail | undefined,
): string {
  const items = messages
    .map((m) => {
      const current = m.id === selected?.id ? ' aria-current="true"' : "";
      return `<a href="/?id=${encodeURIComponent(m.id)}"${current}>
        <strong>${escapeHtml(m.subject || "(no subject)")}</strong>
        <span class="to">to ${escapeHtml(m.to.join(", "))}</span>
        <time datetime="${escapeHtml(m.created_at)}">${escapeHtml(formatTime(m.created_at))}</time></a>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mail (${messages.length})</title><style>${STYLE}</style></head>
<body>
<header><h1>Local mail · ${messages.length} message${messages.length === 1 ? "" : "s"}</h1>
  <a href="/">Refresh</a>
  <form method="post" action="/clear"><button type="submit">Clear all</button></form></header>
<nav aria-label="Messages">${items || '<p class="empty">No messages yet.</p>'}</nav>
<main>${selected ? renderMessage(selected) : '<p class="empty">Select a message.</p>'}</main>
</body></html>`;
}

function renderMessage(m: StoredMail): string {
  // Links open in a new tab; the sandbox runs no scripts and grants the mail no access to this page.
  const html = m.html ? `<base target="_blank">${m.html}` : undefined;
  const hrefs = [...(m.html ?? "").matchAll(/href="([^"]+)"/g)].map((match) =>
    (match[1] ?? "").replace(/&amp;/g, "&"),
  );
  const links = [
    ...new Set(hrefs.filter((href) => /^https?:\/\//i.test(href))),
  ];
  return `<h2>${escapeHtml(m.subject || "(no subject)")}</h2>
  <dl><dt>From</dt><dd>${escapeHtml(m.from)}</dd><dt>To</dt><dd>${escapeHtml(m.to.join(", "))}</dd>
  <dt>Sent</dt><dd>${escapeHtml(formatTime(m.created_at))}</dd>
  ${m.source ? `<dt>Source</dt><dd>${escapeHtml(m.source)}</dd>` : ""}</dl>
  ${html ? `<iframe title="HTML body" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(html)}"></iframe>` : ""}
  ${links.length ? `<h3>Links</h3><ul>${links.map((l) => `<li><a href="${escapeHtml(l)}" target="_blank" rel="noreferrer">${escapeHtml(l)}</a></li>`).join("")}</ul>` : ""}
  ${m.text ? `<h3>Text</h3><pre>${escapeHtml(m.text)}</pre>` : ""}`;
}
