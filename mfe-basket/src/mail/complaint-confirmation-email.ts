import { escapeHtml, type Language, type OrderResponse } from "@shop/shared";
import type { ComplaintReason } from "../orders/complaint-rules.ts";
import type { OrderEmail } from "./order-confirmation-email.ts";

interface ComplaintCopy {
  readonly subject: (orderNumber: string, brand: string) => string;
  readonly greeting: (firstName: string, lastName: string) => string;
  readonly received: (orderNumber: string) => string;
  readonly reason: string;
  readonly reasons: Record<ComplaintReason, string>;
  readonly items: string;
  readonly message: string;
  readonly next: string;
  readonly signOff: string;
  readonly signature: (brand: string) => string;
}

// Formal address throughout (Sie, vous, u), as the order confirmation.
const copies: Record<Language, ComplaintCopy> = {
  de: {
    subject: (orderNumber, brand) => `Ihre Reklamation zur Bestellung ${orderNumber} bei ${brand}`,
    greeting: (_first, last) => `Guten Tag ${last},`,
    received: (orderNumber) => `wir haben Ihre Reklamation zur Bestellung ${orderNumber} erhalten.`,
    reason: "Grund",
    reasons: {
      damaged: "Ware beschädigt angekommen",
      defective: "Artikel defekt",
      wrongItem: "Falscher Artikel geliefert",
      missingItem: "Artikel fehlt",
      notAsDescribed: "Entspricht nicht der Beschreibung",
      other: "Sonstiges",
    },
    items: "Betroffene Artikel",
    message: "Ihre Nachricht",
    next: "Unser Kundenservice meldet sich innerhalb von zwei Werktagen bei Ihnen.",
    signOff: "Freundliche Grüße",
    signature: (brand) => `Ihr Team von ${brand}`,
  },
  fr: {
    subject: (orderNumber, brand) =>
      `Votre réclamation pour la commande ${orderNumber} chez ${brand}`,
    greeting: (first, last) => `Bonjour ${first} ${last},`,
    received: (orderNumber) =>
      `Nous avons bien reçu votre réclamation concernant la commande ${orderNumber}.`,
    reason: "Motif",
    reasons: {
      damaged: "Article arrivé endommagé",
      defective: "Article défectueux",
      wrongItem: "Mauvais article livré",
      missingItem: "Article manquant",
      notAsDescribed: "Non conforme à la description",
      other: "Autre",
    },
    items: "Articles concernés",
    message: "Votre message",
    next: "Notre service client vous répondra sous deux jours ouvrés.",
    signOff: "Cordialement,",
    signature: (brand) => `L’équipe ${brand}`,
  },
  nl: {
    subject: (orderNumber, brand) => `Uw klacht over bestelling ${orderNumber} bij ${brand}`,
    greeting: (first, last) => `Beste ${first} ${last},`,
    received: (orderNumber) => `Wij hebben uw klacht over bestelling ${orderNumber} ontvangen.`,
    reason: "Reden",
    reasons: {
      damaged: "Artikel beschadigd aangekomen",
      defective: "Artikel defect",
      wrongItem: "Verkeerd artikel geleverd",
      missingItem: "Artikel ontbreekt",
      notAsDescribed: "Komt niet overeen met de beschrijving",
      other: "Overig",
    },
    items: "Betreffende artikelen",
    message: "Uw bericht",
    next: "Onze klantenservice neemt binnen twee werkdagen contact met u op.",
    signOff: "Met vriendelijke groet,",
    signature: (brand) => `Het team van ${brand}`,
  },
};

/**
 * The complaint's confirmation (issue 18, point 6) in the shop's language: what was received
 * (reason, the lines concerned, the shopper's message) and what happens next.
 */
export function complaintConfirmationEmail(
  order: OrderResponse,
  complaint: {
    readonly reason: ComplaintReason;
    readonly variantIds: readonly string[];
    readonly message: string;
  },
  shop: { readonly language: Language; readonly brandName: string },
): OrderEmail {
  const copy = copies[shop.language];
  const { firstName, lastName } = order.billingAddress;
  const concerned = order.lines
    .filter((line) => complaint.variantIds.includes(line.variantId))
    .map((line) => `${line.name}${line.variantLabel ? ` (${line.variantLabel})` : ""}`);
  const paragraphs = [
    copy.greeting(firstName, lastName),
    copy.received(order.orderNumber),
    `${copy.reason}: ${copy.reasons[complaint.reason]}`,
    `${copy.items}:\n${concerned.map((line) => `- ${line}`).join("\n")}`,
    `${copy.message}:\n${complaint.message}`,
    copy.next,
    `${copy.signOff}\n${copy.signature(shop.brandName)}`,
  ];
  const html = paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`)
    .join("\n");
  return {
    subject: copy.subject(order.orderNumber, shop.brandName),
    text: paragraphs.join("\n\n"),
    html,
  };
}
