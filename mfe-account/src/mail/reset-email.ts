import type { Language } from "@shop/shared";
import { escapeHtml } from "@shop/shared";

/** The shop's languages, and English, the language the texts are written in first. */
export type MailLanguage = Language | "en";

export interface ResetEmailInput {
  readonly language: MailLanguage;
  readonly brandName: string;
  /** The reset address, built by the caller from the configured shop origin, never the request. */
  readonly link: string;
  readonly minutesValid: number;
}

export interface ResetEmail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

interface ResetCopy {
  readonly subject: string;
  readonly greeting: string;
  readonly request: string;
  readonly action: string;
  readonly fallback: string;
  readonly validity: string;
  readonly ignore: string;
  readonly signOff: string;
  readonly signature: string;
}

// Formal address throughout (Sie, vous, u); brand names are trademarks and stay untranslated.
// French puts a no-break space before the colon.
const copies: Record<MailLanguage, (brand: string, duration: string) => ResetCopy> = {
  en: (brand, duration) => ({
    subject: `Reset your ${brand} password`,
    greeting: "Hello,",
    request: `We have received a request to reset the password for your ${brand} customer account. You can choose a new password using the link below.`,
    action: "Choose a new password",
    fallback: "If the link does not open, copy this address into your browser:",
    validity: `The link is valid for ${duration}.`,
    ignore:
      "If you did not request this, you can simply ignore this e-mail. Your password will remain unchanged.",
    signOff: "Kind regards,",
    signature: `The ${brand} team`,
  }),
  de: (brand, duration) => ({
    subject: `Ihr Passwort bei ${brand} zurücksetzen`,
    greeting: "Guten Tag,",
    request: `wir haben eine Anfrage erhalten, das Passwort für Ihr Kundenkonto bei ${brand} zurückzusetzen. Über den folgenden Link können Sie ein neues Passwort festlegen.`,
    action: "Neues Passwort festlegen",
    fallback:
      "Falls sich der Link nicht öffnen lässt, kopieren Sie bitte diese Adresse in die Adresszeile Ihres Browsers:",
    validity: `Der Link ist ${duration} lang gültig.`,
    ignore:
      "Falls Sie diese Anfrage nicht gestellt haben, können Sie diese E-Mail einfach ignorieren. Ihr Passwort bleibt dann unverändert.",
    signOff: "Freundliche Grüße",
    signature: `Ihr Team von ${brand}`,
  }),
  fr: (brand, duration) => ({
    subject: `Réinitialisation de votre mot de passe ${brand}`,
    greeting: "Bonjour,",
    request: `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte client ${brand}. Vous pouvez choisir un nouveau mot de passe grâce au lien ci-dessous.`,
    action: "Choisir un nouveau mot de passe",
    fallback:
      "Si le lien ne s’ouvre pas, copiez cette adresse dans la barre d’adresse de votre navigateur\u00a0:",
    validity: `Ce lien est valable ${duration}.`,
    ignore:
      "Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail. Votre mot de passe restera inchangé.",
    signOff: "Cordialement,",
    signature: `L’équipe ${brand}`,
  }),
  nl: (brand, duration) => ({
    subject: `Uw wachtwoord bij ${brand} opnieuw instellen`,
    greeting: "Beste klant,",
    request: `We hebben een verzoek ontvangen om het wachtwoord van uw klantaccount bij ${brand} opnieuw in te stellen. Via de onderstaande link kunt u een nieuw wachtwoord kiezen.`,
    action: "Nieuw wachtwoord kiezen",
    fallback: "Opent de link niet? Kopieer dan dit adres en plak het in uw browser:",
    validity: `De link is ${duration} geldig.`,
    ignore:
      "Heeft u dit niet aangevraagd? Dan kunt u deze e-mail negeren. Uw wachtwoord blijft ongewijzigd.",
    signOff: "Met vriendelijke groet,",
    signature: `Het team van ${brand}`,
  }),
};

const minuteUnits: Record<MailLanguage, { one: string; other: string }> = {
  en: { one: "minute", other: "minutes" },
  de: { one: "Minute", other: "Minuten" },
  fr: { one: "minute", other: "minutes" },
  nl: { one: "minuut", other: "minuten" },
};

/** "60 minutes", with the language's plural rule (French counts 0 and 1 as singular). */
function minutesText(language: MailLanguage, minutes: number): string {
  const unit = minuteUnits[language];
  const plural = new Intl.PluralRules(language).select(minutes);
  return `${new Intl.NumberFormat(language).format(minutes)}\u00a0${plural === "one" ? unit.one : unit.other}`;
}

/** The password-reset e-mail in one language: subject, plain text and HTML, each with the link. */
export function resetEmail({
  language,
  brandName,
  link,
  minutesValid,
}: ResetEmailInput): ResetEmail {
  // A reset link is always absolute http(s); anything else (`javascript:`) is a caller's bug.
  if (!/^https?:$/.test(URL.canParse(link) ? new URL(link).protocol : "")) {
    throw new Error("The reset link must be an absolute http(s) address");
  }
  if (!Number.isInteger(minutesValid) || minutesValid < 1) {
    throw new Error(`minutesValid must be a whole number of minutes, got ${minutesValid}`);
  }
  const copy = copies[language](brandName, minutesText(language, minutesValid));
  const text = [
    copy.greeting,
    copy.request,
    link,
    copy.validity,
    copy.ignore,
    `${copy.signOff}\n${copy.signature}`,
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
    paragraph(e(copy.greeting)),
    paragraph(e(copy.request)),
    paragraph(
      `<a href="${e(link)}" style="color:#0b5cad;font-weight:bold;text-decoration:underline">${e(copy.action)}</a>`,
    ),
    paragraph(`${e(copy.fallback)}<br><span style="word-break:break-all">${e(link)}</span>`),
    paragraph(e(copy.validity)),
    paragraph(e(copy.ignore)),
    paragraph(`${e(copy.signOff)}<br>${e(copy.signature)}`),
    `</div>`,
    `</body>`,
    `</html>`,
  ].join("\n");
  return { subject: copy.subject, text, html };
}
