import { Hono } from "hono";
import { escapeHtml } from "@shop/shared";
import { readOutbox, type OutboxMessage } from "./mailer.ts";

const urlPattern = /https?:\/\/[^\s<>"']+/g;

/** Escapes a message's plain text and turns its http(s) addresses into links. */
function textWithLinks(text: string): string {
  let html = "";
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    // A sentence's closing punctuation is not part of the address.
    const url = match[0].replace(/[.,;:!?)]+$/, "");
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

function messageItem(message: OutboxMessage): string {
  const date = message.date.toISOString();
  const field = (name: string, value: string) =>
    `<dt style="font-weight:bold">${name}</dt><dd style="margin:0 0 4px">${value}</dd>`;
  return `<li style="margin:0 0 32px;padding:16px;border:1px solid #ccc;border-radius:4px">
<article>
<h2 style="margin:0 0 8px;font-size:1.2rem">${escapeHtml(message.subject)}</h2>
<dl style="margin:0 0 12px">
${field("To", escapeHtml(message.to))}
${field("From", escapeHtml(message.from))}
${field("Date", `<time datetime="${date}">${date.replace("T", " ").slice(0, 19)} UTC</time>`)}
${message.locale ? field("Language", escapeHtml(message.locale)) : ""}
${field("File", escapeHtml(message.file))}
</dl>
<pre style="margin:0;white-space:pre-wrap;overflow-wrap:anywhere;font-family:inherit">${textWithLinks(message.text)}</pre>
</article>
</li>`;
}

/** The outbox page: every message the outbox holds, newest first, with its plain text. */
export function outboxPage(folder: string, messages: readonly OutboxMessage[]): string {
  const count = messages.length === 1 ? "1 message" : `${messages.length} messages`;
  const list = messages.length
    ? `<ol style="padding-left:1.5rem">${messages.map(messageItem).join("\n")}</ol>`
    : `<p>The outbox is empty.</p>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Outbox (${count})</title></head>
<body style="margin:0;padding:24px;font-family:system-ui,sans-serif;line-height:1.5;color:#1f1f1f">
<main style="max-width:800px">
<h1 style="margin-top:0">Outbox</h1>
<p>${count}, newest first, from <code>${escapeHtml(folder)}</code>. Nothing here was sent.</p>
${list}
</main>
</body>
</html>`;
}

/**
 * Development only: shows the mail the outbox mailer kept, so a developer can follow a password
 * reset link without a mail server. The messages hold live reset links, so never mount it in
 * production, and nothing is cached.
 */
export function outboxRoutes(folder: string): Hono {
  const app = new Hono();
  app.get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.html(outboxPage(folder, await readOutbox(folder)));
  });
  return app;
}
