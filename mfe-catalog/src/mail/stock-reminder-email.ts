// The back-in-stock e-mail of remind when available (issue 21, decision 0042), written per
// language. Formal address (Sie, vous, u); brand names are trademarks and stay untranslated.
import { escapeHtml, type Language } from "@shop/shared";

/** What the e-mail names: the product, its chosen version and where to buy it. */
export interface StockReminderEmailInput {
  readonly language: Language;
  readonly brandName: string;
  readonly productName: string;
  /** The variant's axis value (a size), when the product has several. */
  readonly variantLabel: string | null;
  /** The product page with the variant chosen, absolute (the shop's origin). */
  readonly link: string;
}

interface Copy {
  readonly subject: (product: string) => string;
  readonly greeting: string;
  readonly back: (product: string) => string;
  readonly version: (label: string) => string;
  readonly action: string;
  readonly once: string;
  readonly signOff: string;
  readonly signature: (brand: string) => string;
}

const copies: Record<Language, Copy> = {
  de: {
    subject: (product) => `Wieder verfügbar: ${product}`,
    greeting: "Guten Tag,",
    back: (product) =>
      `der Artikel „${product}“, an den wir Sie erinnern sollten, ist wieder verfügbar.`,
    version: (label) => `Ausführung: ${label}`,
    action: "Zum Artikel",
    once: "Sie erhalten diese Erinnerung nur einmal. Solange der Vorrat reicht.",
    signOff: "Freundliche Grüße",
    signature: (brand) => `Ihr Team von ${brand}`,
  },
  fr: {
    subject: (product) => `De nouveau disponible\u00a0: ${product}`,
    greeting: "Bonjour,",
    back: (product) =>
      `l’article «\u00a0${product}\u00a0» pour lequel vous avez demandé un rappel est de nouveau disponible.`,
    version: (label) => `Version\u00a0: ${label}`,
    action: "Voir l’article",
    once: "Vous ne recevez ce rappel qu’une seule fois. Dans la limite des stocks disponibles.",
    signOff: "Cordialement,",
    signature: (brand) => `L’équipe ${brand}`,
  },
  nl: {
    subject: (product) => `Weer beschikbaar: ${product}`,
    greeting: "Beste klant,",
    back: (product) =>
      `het artikel "${product}" waarvoor u een herinnering hebt aangevraagd, is weer beschikbaar.`,
    version: (label) => `Uitvoering: ${label}`,
    action: "Naar het artikel",
    once: "U ontvangt deze herinnering maar één keer. Zolang de voorraad strekt.",
    signOff: "Met vriendelijke groet,",
    signature: (brand) => `Het team van ${brand}`,
  },
};

/** The e-mail in the language the shopper asked in: subject, plain text and HTML. */
export function stockReminderEmail(input: StockReminderEmailInput): {
  subject: string;
  text: string;
  html: string;
} {
  const copy = copies[input.language];
  const version = input.variantLabel ? copy.version(input.variantLabel) : null;
  const text = [
    copy.greeting,
    "",
    copy.back(input.productName),
    ...(version ? [version] : []),
    "",
    `${copy.action}: ${input.link}`,
    "",
    copy.once,
    "",
    copy.signOff,
    copy.signature(input.brandName),
  ].join("\n");
  const html = [
    `<p>${escapeHtml(copy.greeting)}</p>`,
    `<p>${escapeHtml(copy.back(input.productName))}</p>`,
    ...(version ? [`<p>${escapeHtml(version)}</p>`] : []),
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(copy.action)}</a></p>`,
    `<p>${escapeHtml(copy.once)}</p>`,
    `<p>${escapeHtml(copy.signOff)}<br>${escapeHtml(copy.signature(input.brandName))}</p>`,
  ].join("\n");
  return { subject: copy.subject(input.productName), text, html };
}
