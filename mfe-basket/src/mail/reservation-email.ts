import { escapeHtml, formatPrice, type Language, type Locale } from "@shop/shared";
import type { ReservationResponse } from "../click-and-reserve/reservation-contract.ts";
import type { OrderEmail } from "./order-confirmation-email.ts";
import { mailDocument, mailList, mailParagraph, mailSignOff } from "./mail-html.ts";

interface ReservationCopy {
  readonly subject: (reservationNumber: string, brand: string) => string;
  readonly greeting: (firstName: string, lastName: string) => string;
  readonly reserved: (reservationNumber: string, until: string) => string;
  readonly store: string;
  readonly openingHours: string;
  readonly total: string;
  readonly collect: string;
  readonly signOff: string;
  readonly signature: (brand: string) => string;
}

// Formal address throughout (Sie, vous, u), as the order confirmation.
const copies: Record<Language, ReservationCopy> = {
  de: {
    subject: (number, brand) => `Ihre Reservierung ${number} bei ${brand}`,
    greeting: (_first, last) => `Guten Tag ${last},`,
    reserved: (number, until) =>
      `vielen Dank für Ihre Reservierung. Ihre Reservierungsnummer ist ${number}. Wir legen Ihnen die Artikel bis einschließlich ${until} zurück.`,
    store: "Abholung in",
    openingHours: "Öffnungszeiten",
    total: "Zu zahlen bei Abholung",
    collect:
      "Bitte nennen Sie bei der Abholung Ihre Reservierungsnummer. Sie bezahlen erst im Geschäft.",
    signOff: "Freundliche Grüße",
    signature: (brand) => `Ihr Team von ${brand}`,
  },
  fr: {
    subject: (number, brand) => `Votre réservation ${number} chez ${brand}`,
    greeting: (first, last) => `Bonjour ${first} ${last},`,
    reserved: (number, until) =>
      `Nous vous remercions de votre réservation. Votre numéro de réservation est le ${number}. Nous gardons vos articles de côté jusqu’au ${until} inclus.`,
    store: "Retrait au magasin",
    openingHours: "Horaires d’ouverture",
    total: "À payer au retrait",
    collect:
      "Veuillez indiquer votre numéro de réservation lors du retrait. Vous ne payez qu’en magasin.",
    signOff: "Cordialement,",
    signature: (brand) => `L’équipe ${brand}`,
  },
  nl: {
    subject: (number, brand) => `Uw reservering ${number} bij ${brand}`,
    greeting: (first, last) => `Beste ${first} ${last},`,
    reserved: (number, until) =>
      `Hartelijk dank voor uw reservering. Uw reserveringsnummer is ${number}. Wij houden de artikelen tot en met ${until} voor u apart.`,
    store: "Afhalen in",
    openingHours: "Openingstijden",
    total: "Te betalen bij afhalen",
    collect: "Noem bij het afhalen uw reserveringsnummer. U betaalt pas in de winkel.",
    signOff: "Met vriendelijke groet,",
    signature: (brand) => `Het team van ${brand}`,
  },
};

/**
 * The reservation confirmation (click and reserve, decision 0046) in the shop's language: the
 * number, the store with its opening hours, the lines, what is paid in the store and until when
 * the items are kept.
 */
export function reservationEmail(
  reservation: ReservationResponse,
  contact: { readonly firstName: string; readonly lastName: string },
  shop: {
    readonly language: Language;
    readonly locale: Locale;
    readonly brandName: string;
    readonly timezone: string;
  },
): OrderEmail {
  const copy = copies[shop.language];
  const money = (cents: number) => formatPrice(cents, reservation.currencyCode, shop.locale);
  const until = new Intl.DateTimeFormat(shop.locale, {
    dateStyle: "long",
    timeZone: shop.timezone,
  }).format(new Date(reservation.reservedUntil));
  const { store } = reservation;
  const lines = reservation.lines.map(
    (line) =>
      `${line.quantity} × ${line.name}${line.variantLabel ? ` (${line.variantLabel})` : ""}: ${money(line.total)}`,
  );
  const storeLines = [store.name, store.street, `${store.postcode} ${store.city}`];
  const subject = copy.subject(reservation.reservationNumber, shop.brandName);
  const greeting = copy.greeting(contact.firstName, contact.lastName);
  const reserved = copy.reserved(reservation.reservationNumber, until);
  const hours = `${copy.openingHours}: ${store.openingHours}`;
  const total = `${copy.total}: ${money(reservation.total)}`;
  const text = [
    greeting,
    reserved,
    `${copy.store}:\n${storeLines.join("\n")}\n${hours}`,
    lines.join("\n"),
    total,
    copy.collect,
    `${copy.signOff}\n${copy.signature(shop.brandName)}`,
  ].join("\n\n");
  // Every value is escaped: names come from the shopper.
  const e = escapeHtml;
  const html = mailDocument(shop.language, subject, [
    mailParagraph(e(greeting)),
    mailParagraph(e(reserved)),
    mailParagraph(
      `<strong>${e(copy.store)}</strong><br>${storeLines.map(e).join("<br>")}<br>${e(hours)}`,
    ),
    mailList(lines),
    mailParagraph(e(total)),
    mailParagraph(e(copy.collect)),
    mailSignOff(copy.signOff, copy.signature(shop.brandName)),
  ]);
  return { subject, text, html };
}
