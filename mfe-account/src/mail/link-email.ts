import { escapeHtml, type Language } from "@shop/shared";

/** The shop's languages, and English, the language the texts are written in first. */
export type MailLanguage = Language | "en";

/** An e-mail already written in one language. */
export interface LinkEmail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** What an e-mail that asks the reader to follow one link says (a reset, a confirmation). */
export interface LinkEmailCopy {
  readonly subject: string;
  /** Why the reader gets the e-mail and what the link does. */
  readonly request: string;
  /** The link's text in the HTML part. */
  readonly action: string;
  readonly validity: string;
  /** What to do if the reader did not ask for it. */
  readonly ignore: string;
}

/** The words every such e-mail shares in one language. */
interface FrameCopy {
  readonly greeting: string;
  readonly fallback: string;
  readonly signOff: string;
  readonly signature: string;
}

// Formal address throughout (Sie, vous, u); brand names are trademarks and stay untranslated.
// French puts a no-break space before the colon.
const frames: Record<MailLanguage, (brand: string) => FrameCopy> = {
  en: (brand) => ({
    greeting: "Hello,",
    fallback: "If the link does not open, copy this address into your browser:",
    signOff: "Kind regards,",
    signature: `The ${brand} team`,
  }),
  de: (brand) => ({
    greeting: "Guten Tag,",
    fallback:
      "Falls sich der Link nicht öffnen lässt, kopieren Sie bitte diese Adresse in die Adresszeile Ihres Browsers:",
    signOff: "Freundliche Grüße",
    signature: `Ihr Team von ${brand}`,
  }),
  fr: (brand) => ({
    greeting: "Bonjour,",
    fallback:
      "Si le lien ne s’ouvre pas, copiez cette adresse dans la barre d’adresse de votre navigateur\u00a0:",
    signOff: "Cordialement,",
    signature: `L’équipe ${brand}`,
  }),
  nl: (brand) => ({
    greeting: "Beste klant,",
    fallback: "Opent de link niet? Kopieer dan dit adres en plak het in uw browser:",
    signOff: "Met vriendelijke groet,",
    signature: `Het team van ${brand}`,
  }),
};

/**
 * "60 minutes", "48 Stunden", "1 uur": a whole number of a unit in the language's words and
 * plural, with a no-break space so the number never ends a line alone.
 */
export function durationText(language: MailLanguage, amount: number, unit: "minute" | "hour") {
  if (!Number.isInteger(amount) || amount < 1) {
    throw new Error(`A link's validity must be a whole number of ${unit}s, got ${amount}`);
  }
  const format = new Intl.NumberFormat(language, { style: "unit", unit, unitDisplay: "long" });
  return format.format(amount).replace(/ /g, "\u00a0");
}

/**
 * An e-mail that asks the reader to follow one link, in one language: subject, plain text and
 * HTML, each with the link. The link is built by the caller from the shop's configured origin
 * and must be absolute http(s) (anything else, `javascript:`, is a caller's bug).
 */
export function linkEmail(
  language: MailLanguage,
  brandName: string,
  copy: LinkEmailCopy,
  link: string,
): LinkEmail {
  if (!/^https?:$/.test(URL.canParse(link) ? new URL(link).protocol : "")) {
    throw new Error("The link must be an absolute http(s) address");
  }
  const frame = frames[language](brandName);
  const text = [
    frame.greeting,
    copy.request,
    link,
    copy.validity,
    copy.ignore,
    `${frame.signOff}\n${frame.signature}`,
  ].join("\n\n");
  // The copy holds no markup, so each whole sentence is escaped, interpolated values included.
  const e = escapeHtml;
  const paragraph = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const html = [
    `<!doctype html>`,
    `<html lang="${language}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(copy.subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#ffffff;color:#1f1f1f;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">`,
    `<div style="max-width:560px">`,
    paragraph(e(frame.greeting)),
    paragraph(e(copy.request)),
    paragraph(
      `<a href="${e(link)}" style="color:#0b5cad;font-weight:bold;text-decoration:underline">${e(copy.action)}</a>`,
    ),
    paragraph(`${e(frame.fallback)}<br><span style="word-break:break-all">${e(link)}</span>`),
    paragraph(e(copy.validity)),
    paragraph(e(copy.ignore)),
    paragraph(`${e(frame.signOff)}<br>${e(frame.signature)}`),
    `</div>`,
    `</body>`,
    `</html>`,
  ].join("\n");
  return { subject: copy.subject, text, html };
}
