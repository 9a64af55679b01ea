import { escapeHtml } from "@shop/shared";
import type { LinkEmail, MailLanguage } from "./link-email.ts";

export interface ContactEmailInput {
  readonly language: MailLanguage;
  readonly brandName: string;
  readonly name: string;
  readonly subject: string;
  readonly message: string;
}

interface ContactCopy {
  readonly subject: (brand: string) => string;
  readonly greeting: (name: string) => string;
  readonly body: string;
  readonly yours: string;
  readonly signOff: string;
  readonly signature: (brand: string) => string;
}

// Formal address throughout (Sie, vous, u); brand names are trademarks and stay untranslated.
const copies: Record<MailLanguage, ContactCopy> = {
  en: {
    subject: (brand) => `We have received your message – ${brand}`,
    greeting: (name) => `Hello ${name},`,
    body: "thank you for your message. Our customer service will answer you as soon as possible, usually within two working days.",
    yours: "Your message:",
    signOff: "Kind regards,",
    signature: (brand) => `The ${brand} team`,
  },
  de: {
    subject: (brand) => `Wir haben Ihre Nachricht erhalten – ${brand}`,
    greeting: (name) => `Guten Tag ${name},`,
    body: "vielen Dank für Ihre Nachricht. Unser Kundenservice antwortet Ihnen so schnell wie möglich, in der Regel innerhalb von zwei Werktagen.",
    yours: "Ihre Nachricht:",
    signOff: "Freundliche Grüße",
    signature: (brand) => `Ihr Team von ${brand}`,
  },
  fr: {
    subject: (brand) => `Nous avons bien reçu votre message – ${brand}`,
    greeting: (name) => `Bonjour ${name},`,
    body: "Nous vous remercions de votre message. Notre service client vous répondra dans les meilleurs délais, en général sous deux jours ouvrés.",
    yours: "Votre message\u00a0:",
    signOff: "Cordialement,",
    signature: (brand) => `L’équipe ${brand}`,
  },
  nl: {
    subject: (brand) => `Wij hebben uw bericht ontvangen – ${brand}`,
    greeting: (name) => `Beste ${name},`,
    body: "Hartelijk dank voor uw bericht. Onze klantenservice beantwoordt het zo snel mogelijk, meestal binnen twee werkdagen.",
    yours: "Uw bericht:",
    signOff: "Met vriendelijke groet,",
    signature: (brand) => `Het team van ${brand}`,
  },
};

/**
 * The confirmation of an account contact message (issue 17) in one language: that it arrived,
 * when to expect an answer, and the customer's own subject and message quoted back.
 */
export function contactEmail(input: ContactEmailInput): LinkEmail {
  const copy = copies[input.language];
  const subject = copy.subject(input.brandName);
  const quoted = `${input.subject}\n\n${input.message}`;
  const text = [
    copy.greeting(input.name),
    copy.body,
    copy.yours,
    quoted,
    `${copy.signOff}\n${copy.signature(input.brandName)}`,
  ].join("\n\n");
  // Every text is the customer's or ours without markup, so each is escaped whole.
  const e = escapeHtml;
  const paragraph = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const html = [
    `<!doctype html>`,
    `<html lang="${input.language}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#ffffff;color:#1f1f1f;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">`,
    `<div style="max-width:560px">`,
    paragraph(e(copy.greeting(input.name))),
    paragraph(e(copy.body)),
    paragraph(`<strong>${e(copy.yours)}</strong>`),
    `<blockquote style="margin:0 0 16px;padding-left:12px;border-left:3px solid #6b6b6b;white-space:pre-wrap">${e(quoted)}</blockquote>`,
    paragraph(`${e(copy.signOff)}<br>${e(copy.signature(input.brandName))}`),
    `</div>`,
    `</body>`,
    `</html>`,
  ].join("\n");
  return { subject, text, html };
}
