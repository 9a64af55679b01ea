import {
  escapeHtml,
  formatPrice,
  type Language,
  type Locale,
  type OrderResponse,
  type PaymentMethodCode,
} from "@shop/shared";
import { mailDocument, mailList, mailParagraph, mailSignOff } from "./mail-html.ts";

/** An e-mail written in one language. */
export interface OrderEmail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

interface ConfirmationCopy {
  readonly subject: (orderNumber: string, brand: string) => string;
  readonly greeting: (firstName: string, lastName: string) => string;
  readonly thanks: (orderNumber: string) => string;
  readonly items: string;
  readonly shipping: string;
  readonly free: string;
  readonly total: string;
  readonly coupon: (code: string) => string;
  readonly giftCard: string;
  readonly stillToPay: string;
  readonly shippingAddress: string;
  readonly paymentMethod: string;
  readonly paymentMethods: Record<PaymentMethodCode, string>;
  readonly signOff: string;
  readonly signature: (brand: string) => string;
}

// Formal address throughout (Sie, vous, u), as the shop's pages; brand names stay untranslated.
const copies: Record<Language, ConfirmationCopy> = {
  de: {
    subject: (orderNumber, brand) => `Ihre Bestellung ${orderNumber} bei ${brand}`,
    greeting: (_first, last) => `Guten Tag ${last},`,
    thanks: (orderNumber) =>
      `vielen Dank für Ihre Bestellung. Ihre Bestellnummer ist ${orderNumber}. Sobald Ihre Bestellung versandt ist, erhalten Sie eine weitere E-Mail.`,
    items: "Artikel",
    shipping: "Versand",
    free: "kostenlos",
    total: "Gesamtsumme",
    coupon: (code) => `Gutschein ${code}`,
    giftCard: "Geschenkkarte",
    stillToPay: "Noch zu zahlen",
    shippingAddress: "Lieferadresse",
    paymentMethod: "Zahlungsart",
    paymentMethods: {
      KK: "Kreditkarte",
      KD: "Klarna Ratenkauf",
      KC: "Klarna Rechnung",
      KN: "Klarna Sofort bezahlen",
      PP: "PayPal",
      G: "Geschenkgutschein",
      NN: "Nachnahme",
      RE: "Rechnung",
      V: "Vorkasse",
      TW: "TWINT",
      IL: "iDEAL",
      AP: "Apple Pay",
    },
    signOff: "Freundliche Grüße",
    signature: (brand) => `Ihr Team von ${brand}`,
  },
  fr: {
    subject: (orderNumber, brand) => `Votre commande ${orderNumber} chez ${brand}`,
    greeting: (first, last) => `Bonjour ${first} ${last},`,
    thanks: (orderNumber) =>
      `Nous vous remercions de votre commande. Votre numéro de commande est le ${orderNumber}. Vous recevrez un autre e-mail dès que votre commande aura été expédiée.`,
    items: "Articles",
    shipping: "Livraison",
    free: "gratuite",
    total: "Total",
    coupon: (code) => `Bon ${code}`,
    giftCard: "Carte cadeau",
    stillToPay: "Reste à payer",
    shippingAddress: "Adresse de livraison",
    paymentMethod: "Mode de paiement",
    paymentMethods: {
      KK: "Carte de crédit",
      KD: "Klarna paiement en plusieurs fois",
      KC: "Klarna payer plus tard",
      KN: "Klarna payer maintenant",
      PP: "PayPal",
      G: "Carte cadeau",
      NN: "Paiement à la livraison",
      RE: "Facture",
      V: "Paiement anticipé",
      TW: "TWINT",
      IL: "iDEAL",
      AP: "Apple Pay",
    },
    signOff: "Cordialement,",
    signature: (brand) => `L’équipe ${brand}`,
  },
  nl: {
    subject: (orderNumber, brand) => `Uw bestelling ${orderNumber} bij ${brand}`,
    greeting: (first, last) => `Beste ${first} ${last},`,
    thanks: (orderNumber) =>
      `Hartelijk dank voor uw bestelling. Uw bestelnummer is ${orderNumber}. Zodra uw bestelling is verzonden, ontvangt u nog een e-mail.`,
    items: "Artikelen",
    shipping: "Verzending",
    free: "gratis",
    total: "Totaal",
    coupon: (code) => `Kortingscode ${code}`,
    giftCard: "Cadeaukaart",
    stillToPay: "Nog te betalen",
    shippingAddress: "Bezorgadres",
    paymentMethod: "Betaalmethode",
    paymentMethods: {
      KK: "Creditcard",
      KD: "Klarna gespreid betalen",
      KC: "Klarna achteraf betalen",
      KN: "Klarna direct betalen",
      PP: "PayPal",
      G: "Cadeaukaart",
      NN: "Betalen onder rembours",
      RE: "Factuur",
      V: "Vooruitbetaling",
      TW: "TWINT",
      IL: "iDEAL",
      AP: "Apple Pay",
    },
    signOff: "Met vriendelijke groet,",
    signature: (brand) => `Het team van ${brand}`,
  },
};

/**
 * The order confirmation (issue 18, point 5) in the shop's language: subject, plain text and
 * HTML, with the order number, the lines, the costs (with the coupon's reduction and what a gift
 * card paid), the shipping address and the payment method.
 */
export function orderConfirmationEmail(
  order: OrderResponse,
  shop: { readonly language: Language; readonly locale: Locale; readonly brandName: string },
): OrderEmail {
  const copy = copies[shop.language];
  const money = (cents: number) => formatPrice(cents, order.cost.currencyCode, shop.locale);
  const address = order.shippingAddress;
  const lines = order.lines.map(
    (line) =>
      `${line.quantity} × ${line.name}${line.variantLabel ? ` (${line.variantLabel})` : ""}: ${money(line.total)}`,
  );
  const { coupon, giftCard } = order;
  const costs = [
    `${copy.items}: ${money(order.cost.items)}`,
    ...(coupon ? [`${copy.coupon(coupon.code)}: −${money(coupon.reduction)}`] : []),
    `${copy.shipping}: ${order.cost.shipping === 0 ? copy.free : money(order.cost.shipping)}`,
    `${copy.total}: ${money(order.cost.total)}`,
    ...(giftCard
      ? [
          `${copy.giftCard}: −${money(giftCard.amount)}`,
          `${copy.stillToPay}: ${money(order.cost.total - giftCard.amount)}`,
        ]
      : []),
  ];
  const addressLines = [
    `${address.firstName} ${address.lastName}`,
    `${address.street} ${address.houseNumber}`,
    `${address.postcode} ${address.city}`,
  ];
  const subject = copy.subject(order.orderNumber, shop.brandName);
  const greeting = copy.greeting(address.firstName, address.lastName);
  const thanks = copy.thanks(order.orderNumber);
  const payment = `${copy.paymentMethod}: ${copy.paymentMethods[order.payment.method]}`;
  const signature = `${copy.signOff}\n${copy.signature(shop.brandName)}`;
  const text = [
    greeting,
    thanks,
    lines.join("\n"),
    costs.join("\n"),
    `${copy.shippingAddress}:\n${addressLines.join("\n")}`,
    payment,
    signature,
  ].join("\n\n");
  // Every value is escaped: names and addresses are the shopper's own input.
  const e = escapeHtml;
  const html = mailDocument(shop.language, subject, [
    mailParagraph(e(greeting)),
    mailParagraph(e(thanks)),
    mailList(lines),
    mailParagraph(costs.map(e).join("<br>")),
    mailParagraph(
      `<strong>${e(copy.shippingAddress)}</strong><br>${addressLines.map(e).join("<br>")}`,
    ),
    mailParagraph(e(payment)),
    mailSignOff(copy.signOff, copy.signature(shop.brandName)),
  ]);
  return { subject, text, html };
}
