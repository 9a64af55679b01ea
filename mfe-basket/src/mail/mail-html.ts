import { escapeHtml } from "@shop/shared";

/** A paragraph of an e-mail's HTML; `content` is markup, already escaped. */
export function mailParagraph(content: string): string {
  return `<p style="margin:0 0 16px">${content}</p>`;
}

/** A bulleted list of plain-text lines, escaped. */
export function mailList(lines: readonly string[]): string {
  return `<ul style="margin:0 0 16px;padding-left:20px">${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`;
}

/** The sign-off paragraph: the greeting's close and the brand's signature, escaped. */
export function mailSignOff(signOff: string, signature: string): string {
  return mailParagraph(`${escapeHtml(signOff)}<br>${escapeHtml(signature)}`);
}

/**
 * The basket team's e-mail document around its blocks (markup, already escaped): inline styles
 * only, as mail clients need, in the shop's language, the subject as its title.
 */
export function mailDocument(language: string, subject: string, blocks: readonly string[]): string {
  return [
    `<!doctype html>`,
    `<html lang="${language}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#ffffff;color:#1f1f1f;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">`,
    `<div style="max-width:560px">`,
    ...blocks,
    `</div>`,
    `</body>`,
    `</html>`,
  ].join("\n");
}
